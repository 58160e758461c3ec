import type { C2cEvent } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { FourEyes } from '../backoffice/index.js';
import type { KycService } from '../kyc/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { UploadsService } from '../uploads/index.js';
import type { UsersService } from '../users/index.js';
import type { C2cPricing } from './c2c.pricing.js';
import type { C2cRepo } from './c2c.repo.js';

/** Where a user's C2C events go: the realtime hub's private channel `c2c` of that user (set by the manifest). */
export type C2cNotify = (userId: number, event: C2cEvent) => void;

/** What the C2C services share. */
export type C2cDeps = {
  db: Db;
  repo: C2cRepo;
  clock: Clock;
  ledger: LedgerService;
  transactions: Pick<Transactions, 'afterCommit'>;
  idempotency: Idempotency;
  kyc: Pick<KycService, 'levelOf' | 'verifiedName'>;
  uploads: Pick<UploadsService, 'owned' | 'get' | 'open'>;
  users: Pick<UsersService, 'namesOf'>;
  fourEyes: FourEyes;
  pricing: C2cPricing;
  notify: { to: C2cNotify };
};

/** The uploads purpose of payment proofs and chat images (reviewers: resource c2c_appeals). */
export const C2C_IMAGE = 'c2c_image';
export const DAY_MS = 86_400_000;
export const startOfUtcDay = (t: number): number => t - (t % DAY_MS);

export type AfterCommit = (tx: Tx, hook: () => void) => void;
