import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { LedgerService } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import { IeoAdmin } from './ieo.admin.js';
import { IeoService } from './ieo.service.js';
import { IeoSettlement } from './ieo.settle.js';
import { PublicationService } from './publication.service.js';

/** The ieo module's service: IEO subscriptions, their scheduled settlement, the currency subscription, the back office. */
export class IeoModuleService {
  readonly ieo: IeoService;
  readonly settlement: IeoSettlement;
  readonly publication: PublicationService;
  readonly admin: IeoAdmin;

  constructor(db: Db, clock: Clock, ledger: LedgerService, idempotency: Idempotency, market: Pick<MarketService, 'listMarket' | 'listed'>) {
    this.ieo = new IeoService(db, clock, ledger, idempotency);
    this.settlement = new IeoSettlement(db, clock, ledger);
    this.publication = new PublicationService(db, clock, ledger, idempotency);
    this.admin = new IeoAdmin(db, clock, ledger, this.settlement, market);
  }
}
