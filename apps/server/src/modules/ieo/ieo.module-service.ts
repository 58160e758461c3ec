import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { LedgerService } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import { IeoAdmin } from './ieo.admin.js';
import { ieoCommittedAt, type Committed } from './ieo.liabilities.js';
import { IeoService } from './ieo.service.js';
import { IeoSettlement } from './ieo.settle.js';
import { PublicationService } from './publication.service.js';

/** The ieo module's service: IEO subscriptions, their scheduled settlement, the currency subscription, the back office. */
export class IeoModuleService {
  readonly ieo: IeoService;
  readonly settlement: IeoSettlement;
  readonly publication: PublicationService;
  readonly admin: IeoAdmin;

  constructor(private readonly db: Db, clock: Clock, ledger: LedgerService, idempotency: Idempotency, market: Pick<MarketService, 'listMarket' | 'listed'>) {
    this.ieo = new IeoService(db, clock, ledger, idempotency);
    this.settlement = new IeoSettlement(db, clock, ledger);
    this.publication = new PublicationService(db, clock, ledger, idempotency);
    this.admin = new IeoAdmin(db, clock, ledger, this.settlement, market);
  }

  /** The proof of liabilities' read: tokens paid for and not yet delivered at `at`, per user (see ieo.liabilities.ts). */
  committedAt(at: number, tx?: Tx): Promise<Committed[]> {
    return ieoCommittedAt(tx ?? this.db, at);
  }
}
