import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { LedgerService, Mode } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import { FuturesFunding } from './futures.funding.js';
import { FuturesReports } from './futures.reports.js';
import { FuturesService } from './futures.service.js';

/** The futures module's service: trading (with the engine), funding and reports, made once per app. */
export class FuturesModuleService {
  readonly trading: FuturesService;
  readonly funding: FuturesFunding;
  readonly reports: FuturesReports;

  constructor(db: Db, clock: Clock, ledger: LedgerService, idempotency: Idempotency, market: MarketService, log: Pick<FastifyBaseLogger, 'error' | 'warn'>) {
    this.trading = new FuturesService(db, clock, ledger, idempotency, market, log);
    const t = this.trading;
    this.funding = new FuturesFunding(ledger, clock, t.repo, t.contracts, t.money, t.engine);
    this.reports = new FuturesReports(ledger, t.repo, t.contracts, t.engine, this.funding);
  }

  get engine() {
    return this.trading.engine;
  }

  /** Start-up: fund the platform's futures account and insurance fund, restore books and apply ticks stored since. */
  async start(fundModes: readonly Mode[]): Promise<void> {
    if (fundModes.length > 0) await this.trading.money.fundPlatform(fundModes);
    await this.engine.restore();
    await this.engine.kick();
  }

  /** Applies every tick stored so far (tests await it after feeding prices). */
  settled(): Promise<void> {
    return this.engine.settled();
  }
}
