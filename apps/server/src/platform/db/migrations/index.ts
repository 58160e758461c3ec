import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.platform.js';
import * as m0005 from './0005_wallet.platform.js';
import * as m20261124 from './20261124_platform_jobs.js';

/** The platform's own migrations: rate counters, idempotency keys, the scheduler's jobs and runs. */
export const platformMigrations: Readonly<Record<string, Migration>> = {
  '0001_foundation.platform': m0001,
  '0005_wallet.platform': m0005,
  '20261124_platform_jobs': m20261124,
};
