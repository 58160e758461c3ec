import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { LedgerService, Mode } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import type { FuturesAnnounce } from './futures.events.js';
import { FuturesFunding } from './futures.funding.js';
import { FuturesReports } from './futures.reports.js';
import { FuturesService } from './futures.service.js';

const POLL_MS = 1000;

/** The futures module's service: trading (with the engine), funding and reports, made once per app. */
export class FuturesModuleService {
  readonly trading: FuturesService;
  readonly funding: FuturesFunding;
  readonly reports: FuturesReports;

  constructor(db: Db, clock: Clock, ledger: LedgerService, idempotency: Idempotency, market: MarketService, log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    announce: FuturesAnnounce) {
    this.trading = new FuturesService(db, clock, ledger, idempotency, market, log, announce);
    const t = this.trading;
    this.funding = new FuturesFunding(ledger, clock, t.repo, t.contracts, t.money, t.engine, market);
    this.reports = new FuturesReports(ledger, t.repo, t.contracts, t.engine, this.funding);
  }

  get engine() {
    return this.trading.engine;
  }

  /** Start-up: fund the platform's futures account and insurance fund, restore books and apply ticks stored since. */
  async start(fundModes: readonly Mode[]): Promise<void> {
    this.started = true;
    if (fundModes.length > 0) await this.trading.money.fundPlatform(fundModes);
    await this.engine.restore();
    await this.engine.kick();
  }

  private poll: NodeJS.Timeout | null = null;
  private started = false;

  /**
   * Once the server listens: every second, apply the ticks stored since (the feed may run in another process, whose
   * bus does not reach this one) and claim the engine lease if its holder died.
   */
  follow(log: Pick<FastifyBaseLogger, 'error'>): void {
    this.poll ??= setInterval(() => { void this.engine.kick().catch((err: unknown) => log.error({ err }, 'futures ticks failed')); }, POLL_MS);
    this.poll.unref();
  }

  /** An orderly stop: no more polling, and the engine lease is given up so another process takes over at once. */
  async stop(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    if (!this.started) return;
    await this.engine.settled().catch(() => undefined);
    await this.engine.release().catch(() => undefined);
  }

  /** Applies every tick stored so far (tests await it after feeding prices). */
  settled(): Promise<void> {
    return this.engine.settled();
  }
}
