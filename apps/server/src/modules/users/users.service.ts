import {
  checkFundPassword, checkPasswordChange, isLang, normaliseAreaCode, userDisplayName, type Lang, type PublicUser,
} from '@candor/shared';
import type { SessionStore, SessionUser } from './sessions.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { AppError, fail } from '../../platform/http/errors.js';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.js';
import { newInviteCode } from '../../platform/security/tokens.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limiter.js';
import type { CodesService } from '../codes/index.js';
import { createUsersRepo, type UserRow } from './users.repo.js';

export type NewUser = {
  kind: 'user' | 'guest';
  username?: string | null; email?: string | null; area_code?: string | null; phone?: string | null;
  password_hash: string | null; referrer_id: number | null; lang: string; sms_consent: boolean;
};

const oldPasswordFailures: RateRule = { name: 'old_password_fail', limit: 10, windowMs: 900_000 };

export const phoneKeyOf = (areaCode: string, phone: string): string => `${normaliseAreaCode(areaCode)}-${phone}`;

export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id, kind: u.kind, username: u.username, email: u.email, area_code: u.area_code, phone: u.phone,
    invite_code: u.invite_code, lang: u.lang, has_fund_password: u.fund_password_hash !== null, created_at: u.created_at,
  };
}

/** Where a user's security codes go: the bound email first, else the phone. */
export function ownDestination(u: Pick<SessionUser, 'email' | 'phone' | 'area_code'>, channel?: string) {
  if (channel !== 'sms' && u.email) return { channel: 'email' as const, destination: u.email };
  if (channel !== 'email' && u.phone && u.area_code) return { channel: 'sms' as const, destination: phoneKeyOf(u.area_code, u.phone) };
  return fail('no_destination');
}

export function checkLang(lang: string | undefined): Lang {
  if (!isLang(lang)) throw new AppError('lang_invalid');
  return lang;
}

/** Accounts and their passwords; the only code that reads or writes the users table. */
/** The security page's word for the user's KYC. */
export type KycStatusWord = 'unverified' | 'pending' | 'verified' | 'rejected';

export class UsersService {
  private readonly repo;
  private kycStatus: (userId: number) => Promise<KycStatusWord> = async () => 'unverified';

  constructor(
    db: Db,
    private readonly clock: Clock,
    /** The user sessions: other modules' routes guard with them (requireUser). */
    readonly sessions: SessionStore,
    private readonly codes: CodesService,
    private readonly limiter: RateLimiter,
  ) {
    this.repo = createUsersRepo(db);
  }

  /** The KYC module tells the security page's one word through this (users cannot import kyc: kyc needs users). */
  useKycStatus(source: (userId: number) => Promise<KycStatusWord>): void {
    this.kycStatus = source;
  }

  /** The user's KYC status for the security page: unverified until the kyc module says otherwise. */
  kycStatusOf(userId: number): Promise<KycStatusWord> {
    return this.kycStatus(userId);
  }

  async create(tx: Tx, u: NewUser): Promise<number> {
    const now = this.clock.now();
    for (let attempt = 0; ; attempt++) {
      const invite = newInviteCode();
      if (attempt < 5 && (await this.repo.byInviteCode(invite, tx))) continue;
      const row = await this.repo.insert(tx, {
        kind: u.kind, username: u.username ?? null, email: u.email ?? null, area_code: u.area_code ?? null,
        phone: u.phone ?? null, phone_key: u.area_code && u.phone ? phoneKeyOf(u.area_code, u.phone) : null,
        password_hash: u.password_hash, fund_password_hash: null, invite_code: invite, referrer_id: u.referrer_id,
        lang: u.lang, status: 'active', sms_consent: u.sms_consent ? 1 : 0, created_at: now, updated_at: now,
      });
      return row.id;
    }
  }

  byId(id: number, tx?: Tx): Promise<UserRow | undefined> {
    return this.repo.byId(id, tx);
  }

  /** How the back office names each of these users (email, else phone, else username; null for a guest), by id. */
  async namesOf(ids: readonly number[], tx?: Tx): Promise<Map<number, string | null>> {
    return new Map((await this.repo.namesOf(ids, tx)).map((u) => [u.id, userDisplayName(u)]));
  }

  /** Whether a registered user (not a guest) exists: an empty install's first user needs no invitation code. */
  anyUser(): Promise<boolean> {
    return this.repo.anyUser();
  }

  byInviteCode(code: string): Promise<UserRow | undefined> {
    return this.repo.byInviteCode(code);
  }

  async exists(by: { email?: string; areaCode?: string; phone?: string; username?: string }): Promise<boolean> {
    if (by.email) return (await this.repo.byEmail(by.email.toLowerCase())) !== undefined;
    if (by.phone && by.areaCode) return (await this.repo.byPhoneKey(phoneKeyOf(by.areaCode, by.phone))) !== undefined;
    if (by.username) return (await this.repo.byUsername(by.username.toLowerCase())) !== undefined;
    return false;
  }

  /** The account a login identifier names: an email, a phone (with or without area code) or a username. */
  async findByAccount(account: string, areaCode?: string): Promise<UserRow | undefined> {
    if (account.includes('@')) return this.repo.byEmail(account.toLowerCase());
    const digits = account.replace(/^\+/, '');
    if (/^\d{5,15}$/.test(digits)) {
      if (areaCode) return this.repo.byPhoneKey(phoneKeyOf(areaCode, digits));
      const matches = await this.repo.byPhone(digits);
      if (matches.length === 1) return matches[0];
      if (matches.length > 1) return undefined;
    }
    return this.repo.byUsername(account.toLowerCase());
  }

  /** The signed-in user's public record: as read with the session (same epoch), else from the table. */
  async publicOf(user: SessionUser): Promise<PublicUser> {
    return this.sessions.profileOf(user) ?? this.publicById(user.id);
  }

  async publicById(id: number): Promise<PublicUser> {
    const u = await this.repo.byId(id);
    if (!u) return fail('not_logged_in');
    return toPublicUser(u);
  }

  async hasFundPassword(id: number): Promise<boolean> {
    return (await this.repo.byId(id))?.fund_password_hash != null;
  }

  async setPassword(id: number, password: string): Promise<void> {
    await this.repo.update(id, { password_hash: await hashPassword(password), updated_at: this.clock.now() });
  }

  /** Change of login password with the original; other sessions end. */
  async changePassword(user: SessionUser, token: string, f: { old_password?: string; new_password?: string; re_password?: string }) {
    const rule = checkPasswordChange(f);
    if (rule) fail(rule);
    const row = await this.repo.byId(user.id);
    if ((await this.limiter.count(oldPasswordFailures, String(user.id))) >= oldPasswordFailures.limit) {
      fail('too_many_attempts', { minutes: Math.ceil(oldPasswordFailures.windowMs / 60_000) });
    }
    if (!row || !(await verifyPassword(f.old_password as string, row.password_hash))) {
      await this.limiter.hit(oldPasswordFailures, String(user.id));
      fail('old_password_wrong');
    }
    await this.setPassword(user.id, f.new_password as string);
    await this.sessions.revokeAllOf(user.id, token);
  }

  /**
   * The first fund password, set by the user: the login password and a security code to the user's own email or
   * phone, like a change, so a stolen session alone cannot set the password that guards withdrawals.
   */
  async setFirstFundPassword(user: SessionUser, f: { password?: string; code?: string; channel?: string; pay_password?: string; re_pay_password?: string }, ip: string) {
    const rule = checkFundPassword(f.pay_password, f.re_pay_password);
    if (rule) fail(rule);
    if (!f.password) fail('login_password_required');
    if (!f.code) fail('code_required');
    if (await this.hasFundPassword(user.id)) fail('fund_password_exists');
    if ((await this.limiter.count(oldPasswordFailures, String(user.id))) >= oldPasswordFailures.limit) {
      fail('too_many_attempts', { minutes: Math.ceil(oldPasswordFailures.windowMs / 60_000) });
    }
    const row = await this.repo.byId(user.id);
    if (!row || !(await verifyPassword(f.password, row.password_hash))) {
      await this.limiter.hit(oldPasswordFailures, String(user.id));
      fail('login_password_wrong');
    }
    const { destination } = ownDestination(user, f.channel);
    await this.codes.verify({ destination, purpose: 'security', code: f.code, ip });
    await this.setFundPassword(user.id, f.pay_password, f.re_pay_password);
  }

  /** Stores a first fund password (6 digits, twice) once; the checks of who asks are setFirstFundPassword's. */
  async setFundPassword(id: number, p: string | undefined, confirmation: string | undefined): Promise<void> {
    const rule = checkFundPassword(p, confirmation);
    if (rule) fail(rule);
    const hash = await hashPassword(p as string);
    if (!(await this.repo.setFundPasswordIfUnset(id, hash, this.clock.now()))) fail('fund_password_exists');
  }

  async changeFundPassword(user: SessionUser, f: { code?: string; channel?: string; pay_password?: string; re_pay_password?: string }, ip: string) {
    if (!f.code) fail('code_required');
    const rule = checkFundPassword(f.pay_password, f.re_pay_password);
    if (rule) fail(rule);
    const { destination } = ownDestination(user, f.channel);
    await this.codes.verify({ destination, purpose: 'security', code: f.code, ip });
    await this.repo.update(user.id, { fund_password_hash: await hashPassword(f.pay_password as string), updated_at: this.clock.now() });
  }

  async verifyFundPassword(id: number, p: string): Promise<boolean> {
    return verifyPassword(p, (await this.repo.byId(id))?.fund_password_hash ?? null);
  }

  async setLang(id: number, value: string | undefined): Promise<string> {
    const lang = checkLang(value);
    await this.repo.update(id, { lang, updated_at: this.clock.now() });
    return lang;
  }

  list(q: { search?: string; limit: number; offset: number }) {
    return this.repo.list(q);
  }
}
