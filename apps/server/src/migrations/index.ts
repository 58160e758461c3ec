import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.js';
import * as m0002 from './0002_admin_totp.js';
import * as m0003 from './0003_market.js';
import * as m0004 from './0004_spot.js';
import * as m0005 from './0005_wallet.js';
import * as m0006 from './0006_transfers.js';
import * as m0007 from './0007_deposits.js';
import * as m0008 from './0008_withdrawals.js';
import * as m0009 from './0009_swap.js';

/** Every migration in order; a new one is appended here and never edited after it has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_admin_totp': m0002,
  '0003_market': m0003,
  '0004_spot': m0004,
  '0005_wallet': m0005,
  '0006_transfers': m0006,
  '0007_deposits': m0007,
  '0008_withdrawals': m0008,
  '0009_swap': m0009,
};
