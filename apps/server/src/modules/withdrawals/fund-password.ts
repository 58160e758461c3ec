import { FUND_PASSWORD_PATTERN } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { UsersService } from '../users/index.js';
import { createFundPasswordRepo } from './fund-password.repo.js';

/** Wrong tries in a row that lock the fund password, and for how long. */
export const FUND_PASSWORD_MAX_TRIES = 5;
export const FUND_PASSWORD_LOCK_MS = 30 * 60_000;

const minutesOf = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Checks a user's 6-digit fund password with a limited number of tries: after 5 wrong ones in a row it is locked
 * for 30 minutes, even for the right password. The count lives in the database, so it holds across API nodes;
 * it is written outside any money transaction, so a refused request still counts its wrong try.
 */
export class FundPasswordGuard {
  private readonly repo;

  constructor(db: Db, private readonly clock: Clock, private readonly users: UsersService) {
    this.repo = createFundPasswordRepo(db);
  }

  async verify(userId: number, password: string | undefined): Promise<void> {
    if (typeof password !== 'string' || !FUND_PASSWORD_PATTERN.test(password)) fail('fund_password_format');
    if (!(await this.users.hasFundPassword(userId))) fail('fund_password_not_set');
    const now = this.clock.now();
    const guard = await this.repo.get(userId);
    if (guard && guard.locked_until > now) fail('fund_password_locked', { minutes: minutesOf(guard.locked_until - now) });
    if (await this.users.verifyFundPassword(userId, password)) {
      if (guard && guard.failures > 0) await this.repo.reset(userId);
      return;
    }
    const counted = await this.repo.countFailure(userId);
    // A try that was already under way when another one locked the password answers the lock as well.
    if (counted.locked_until > now) fail('fund_password_locked', { minutes: minutesOf(counted.locked_until - now) });
    if (counted.failures >= FUND_PASSWORD_MAX_TRIES) {
      await this.repo.lock(userId, now + FUND_PASSWORD_LOCK_MS);
      fail('fund_password_locked', { minutes: minutesOf(FUND_PASSWORD_LOCK_MS) });
    }
    fail('fund_password_wrong', { left: FUND_PASSWORD_MAX_TRIES - counted.failures, minutes: minutesOf(FUND_PASSWORD_LOCK_MS) });
  }
}
