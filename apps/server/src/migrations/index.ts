import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.js';
import * as m0002 from './0002_admin_totp.js';
import * as m0003 from './0003_market.js';
import * as m0004 from './0004_spot.js';

/** Every migration in order; a new one is appended here and never edited after it has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_admin_totp': m0002,
  '0003_market': m0003,
  '0004_spot': m0004,
};
