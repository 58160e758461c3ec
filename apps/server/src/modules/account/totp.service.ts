import { hash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limiter.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import { newTotpSecret, totpEnrolment, totpStep } from '../backoffice/index.js';
import { createTotpRepo } from './totp.repo.js';

/** Wrong codes per user before the second factor locks for a while (password guessing is limited elsewhere). */
const failures: RateRule = { name: 'user_totp_fail', limit: 10, windowMs: 900_000 };
export const RECOVERY_CODES = 10;

const hashRecovery = (code: string): string => hash('sha256', code.replace(/[\s-]/g, '').toLowerCase(), 'hex');

/** A recovery code: 10 base32 characters in two groups, easy to write down. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export type TotpStatus = { enabled: boolean; recovery_left: number };

/**
 * The users' second factor (RFC 6238 TOTP, as the back office's): set-up with a QR code, enabled by a first code,
 * ten single-use recovery codes, asked at login and withdrawal while on; a code is accepted once (its time step is
 * stored). Secrets are sealed at rest with the install's key.
 */
export class UserTotp {
  private readonly repo;

  constructor(db: Db, private readonly clock: Clock, private readonly secrets: SecretBox, private readonly limiter: RateLimiter) {
    this.repo = createTotpRepo(db);
  }

  async status(userId: number): Promise<TotpStatus> {
    const row = await this.repo.get(userId);
    const enabled = row?.secret != null;
    return { enabled, recovery_left: enabled ? (JSON.parse(row?.recovery ?? '[]') as string[]).length : 0 };
  }

  async isEnabled(userId: number): Promise<boolean> {
    return (await this.status(userId)).enabled;
  }

  async setup(userId: number, label: string): Promise<{ secret: string; uri: string; qr: string }> {
    if (await this.isEnabled(userId)) fail('totp_already_enabled');
    const secret = newTotpSecret();
    await this.repo.startEnrolment(userId, this.secrets.seal(secret), this.clock.now());
    return totpEnrolment(secret, label);
  }

  /** Turns the second factor on with a code of the pending secret; answers the recovery codes, shown this once. */
  async enable(userId: number, code: string | undefined): Promise<{ recovery_codes: string[] }> {
    const row = await this.repo.get(userId);
    if (row?.secret) fail('totp_already_enabled');
    if (!row?.pending) fail('totp_not_started');
    if (!code?.trim()) fail('totp_required');
    await this.checkNotLocked(userId);
    const now = this.clock.now();
    const step = totpStep(this.secrets.open(row.pending), code, now);
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    if (step === null || !(await this.repo.enable(userId, row.pending, step, JSON.stringify(codes.map(hashRecovery)), now))) {
      await this.limiter.hit(failures, `user:${userId}`);
      fail('totp_invalid');
    }
    return { recovery_codes: codes };
  }

  /** Turns it off with a current code or a recovery code. */
  async disable(userId: number, code: string | undefined): Promise<void> {
    if (!(await this.isEnabled(userId))) fail('totp_not_enabled');
    await this.verify(userId, code);
    await this.repo.disable(userId, this.clock.now());
  }

  /**
   * The check of login and withdrawals: passes when the second factor is off; otherwise needs a code of a time step
   * after the last accepted one, or an unused recovery code (spent by this call).
   */
  async verify(userId: number, code: string | undefined): Promise<void> {
    const row = await this.repo.get(userId);
    if (!row?.secret) return;
    if (!code?.trim()) fail('totp_required');
    await this.checkNotLocked(userId);
    const step = totpStep(this.secrets.open(row.secret), code, this.clock.now());
    if (step !== null && (await this.repo.acceptStep(userId, step))) return;
    if (step === null && (await this.spendRecovery(userId, row.recovery, code))) return;
    await this.limiter.hit(failures, `user:${userId}`);
    fail('totp_invalid');
  }

  /** Seals again every secret stored under a previous key (start-up after a key rotation). */
  async resealSecrets(): Promise<number> {
    let n = 0;
    for (const r of await this.repo.withSecrets()) {
      const set: { secret?: string; pending?: string } = {};
      if (r.secret && this.secrets.needsReseal(r.secret)) set.secret = this.secrets.seal(this.secrets.open(r.secret));
      if (r.pending && this.secrets.needsReseal(r.pending)) set.pending = this.secrets.seal(this.secrets.open(r.pending));
      if (Object.keys(set).length === 0) continue;
      await this.repo.setSealed(r.user_id, set);
      n++;
    }
    return n;
  }

  private async spendRecovery(userId: number, stored: string, code: string): Promise<boolean> {
    const list = JSON.parse(stored) as string[];
    const h = hashRecovery(code);
    if (!list.includes(h)) return false;
    return this.repo.swapRecovery(userId, stored, JSON.stringify(list.filter((x) => x !== h)));
  }

  private async checkNotLocked(userId: number): Promise<void> {
    if ((await this.limiter.count(failures, `user:${userId}`)) >= failures.limit) {
      fail('too_many_attempts', { minutes: Math.ceil(failures.windowMs / 60_000) });
    }
  }
}
