import { createHash } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { translator, type Lang } from '../../platform/i18n/messages.js';
import type { Notifier } from '../../platform/notifier.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limiter.js';
import { newNumericCode } from '../../platform/security/tokens.js';
import { codesMessages } from './codes.messages.js';
import { createCodesRepo } from './codes.repo.js';
import { codeEmailHtml } from './codes.templates.js';
import type { DeliveryNotifier } from './codes.delivery.js';

const t = translator(codesMessages);

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_MS = 60_000;

const perDestination: RateRule = { name: 'code_send_dest', limit: 10, windowMs: 3_600_000 };
const perIp: RateRule = { name: 'code_send_ip', limit: 30, windowMs: 3_600_000 };
const checksPerIp: RateRule = { name: 'code_check_ip', limit: 60, windowMs: 600_000 };

const hashCode = (id: string, code: string): string => createHash('sha256').update(`${id}:${code}`).digest('hex');

export type CodeChannel = 'sms' | 'email';

/**
 * Verification codes of decisions.md: 6 digits, 10-minute life, single use, 5 tries, 60 s resend cooldown (while unused),
 * caps per destination and per IP. Codes are stored hashed and delivered through the Notifier.
 */
export class CodesService {
  private readonly repo;

  constructor(
    db: Db, private readonly clock: Clock, private readonly notifier: Notifier, private readonly limiter: RateLimiter,
    /** The provider deliveries (SMTP, HTTP SMS) when configured: their failures are retried by the job runner. */
    readonly delivery: DeliveryNotifier | null = null,
  ) {
    this.repo = createCodesRepo(db);
  }

  async send(p: { channel: CodeChannel; destination: string; purpose: string; ip: string; lang: Lang }): Promise<{ resend_after: number }> {
    const now = this.clock.now();
    const last = await this.repo.latest(p.destination, p.purpose);
    // The cooldown guards a code still waiting to be used; once used, the next action may ask for a new one at once.
    if (last && last.used_at === null && now - last.created_at < CODE_RESEND_MS) {
      throw new AppError('code_too_frequent', { seconds: Math.ceil((CODE_RESEND_MS - (now - last.created_at)) / 1000) });
    }
    for (const [rule, subject] of [[perIp, p.ip], [perDestination, p.destination]] as const) {
      const { allowed, retryAfterMs } = await this.limiter.hit(rule, subject);
      if (!allowed) throw new AppError('too_many_attempts', { minutes: Math.ceil(retryAfterMs / 60_000) });
    }
    const code = newNumericCode();
    await this.repo.insert({
      destination: p.destination, purpose: p.purpose, code_hash: hashCode(`${p.destination}|${p.purpose}`, code),
      created_at: now, expires_at: now + CODE_TTL_MS, ip: p.ip,
    });
    const subject = t(p.lang, 'code_subject');
    const body = t(p.lang, 'code_body', { code });
    await this.notifier.send({
      channel: p.channel, destination: p.destination, code, subject, body, expiresAt: now + CODE_TTL_MS,
      ...(p.channel === 'email' ? { html: codeEmailHtml({ lang: p.lang, subject, body, code, note: t(p.lang, 'code_email_note') }) } : {}),
    });
    return { resend_after: CODE_RESEND_MS / 1000 };
  }

  /** Consumes the latest code of a destination and purpose, or throws code_invalid. */
  async verify(p: { destination: string; purpose: string; code: string; ip: string }): Promise<void> {
    const check = await this.limiter.hit(checksPerIp, p.ip);
    if (!check.allowed) throw new AppError('too_many_attempts', { minutes: Math.ceil(check.retryAfterMs / 60_000) });
    const now = this.clock.now();
    const row = await this.repo.latest(p.destination, p.purpose);
    if (!row || row.used_at !== null || row.expires_at <= now) throw new AppError('code_invalid');
    // Every try, right or wrong, spends one of the code's tries before the comparison.
    if (!(await this.repo.takeTry(row.id, CODE_MAX_TRIES))) throw new AppError('code_invalid');
    if (row.code_hash !== hashCode(`${p.destination}|${p.purpose}`, p.code)) throw new AppError('code_invalid');
    if (!(await this.repo.consume(row.id, now))) throw new AppError('code_invalid');
  }
}
