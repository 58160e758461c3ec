import {
  CODE_PURPOSES, checkDestination, checkNewPassword, checkRegistration, checkCode,
  type CodePurpose, type ForgetBody, type LoginBody, type PublicUser, type RegisterBody,
} from '@candor/shared';
import type { Config } from '../../config.js';
import { AppError, fail } from '../../platform/http/errors.js';
import type { Lang } from '../../platform/i18n/messages.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limiter.js';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.js';
import type { CodesService } from '../codes/index.js';
import type { DemoService } from '../demo/index.js';
import { phoneKeyOf, toPublicUser, type SessionStore, type UsersService } from '../users/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { UserTotp } from '../account/index.js';

const loginPerIp: RateRule = { name: 'login_ip', limit: 60, windowMs: 600_000 };
const loginFailuresPerAccount: RateRule = { name: 'login_fail', limit: 10, windowMs: 900_000 };

export type SessionResult = { token: string; expires_at: number; user: PublicUser };
type Destination = { channel: 'sms' | 'email'; destination: string };

function destinationOf(mode: 'phone' | 'email', f: { area_code?: string; phone?: string; email?: string }): Destination {
  const rule = checkDestination(mode, f);
  if (rule) fail(rule);
  return mode === 'phone'
    ? { channel: 'sms', destination: phoneKeyOf(f.area_code as string, f.phone as string) }
    : { channel: 'email', destination: (f.email as string).toLowerCase() };
}

/** Visitors may ask for register and reset codes; security codes go only to a signed-in user's own address. */
function purposeOf(type: string | undefined): CodePurpose {
  const purpose = type ?? 'register';
  if (!(CODE_PURPOSES as readonly string[]).includes(purpose) || purpose === 'security') fail('code_purpose_invalid');
  return purpose as CodePurpose;
}

/** Registration, login, logout and password reset. */
export class AuthService {
  constructor(
    private readonly config: Config,
    private readonly users: UsersService,
    private readonly codes: CodesService,
    private readonly sessions: SessionStore,
    private readonly limiter: RateLimiter,
    private readonly ledger: LedgerService,
    private readonly demo: DemoService,
    private readonly totp: UserTotp,
  ) {}

  /** Sends a code to a phone or email; a register code needs a free destination, a reset code a taken one. */
  async sendCode(mode: 'phone' | 'email', f: { area_code?: string; phone?: string; email?: string; type?: string }, ip: string, lang: Lang) {
    const purpose = purposeOf(f.type);
    const to = destinationOf(mode, f);
    const taken = await this.users.exists(mode === 'phone' ? { areaCode: f.area_code, phone: f.phone } : { email: f.email });
    if (purpose === 'register' && taken) fail('account_exists');
    if (purpose !== 'register' && !taken) fail('account_not_found');
    return this.codes.send({ ...to, purpose, ip, lang });
  }

  async register(f: RegisterBody, ip: string, lang: Lang, device?: string): Promise<SessionResult> {
    // With INVITE_CODE_REQUIRED=1 an empty install's first user needs no code: nobody could have given one
    // (decisions.md, First hits). Every later user needs an existing user's code.
    const inviteRequired = this.config.inviteCodeRequired && await this.users.anyUser();
    const rule = checkRegistration(f, inviteRequired);
    if (rule) fail(rule);
    const mode = f.mode as 'phone' | 'email' | 'username';
    const identity = mode === 'username' ? { username: f.username?.toLowerCase() } : mode === 'phone'
      ? { areaCode: f.area_code, phone: f.phone } : { email: f.email };
    if (await this.users.exists(identity)) fail('account_exists');
    let referrerId: number | null = null;
    if (f.invite_code) {
      const referrer = await this.users.byInviteCode(f.invite_code.toUpperCase());
      if (!referrer || referrer.kind !== 'user') fail('invite_code_invalid');
      referrerId = referrer.id;
    }
    if (mode !== 'username') {
      const to = destinationOf(mode, f);
      await this.codes.verify({ destination: to.destination, purpose: 'register', code: f.code as string, ip });
    }
    const passwordHash = await hashPassword(f.password as string);
    const userId = await this.ledger.transaction(async (tx) => {
      const id = await this.users.create(tx, {
        kind: 'user', username: mode === 'username' ? (f.username as string).toLowerCase() : null,
        email: mode === 'email' ? (f.email as string).toLowerCase() : null,
        area_code: mode === 'phone' ? f.area_code?.replace(/^\+/, '') : null, phone: mode === 'phone' ? f.phone : null,
        password_hash: passwordHash, referrer_id: referrerId, lang, sms_consent: f.sms_consent,
      }).catch((e: unknown) => {
        // Two registrations of one identity at once: the unique index lets one through.
        if (e instanceof Error && /unique|duplicate/i.test(e.message)) fail('account_exists');
        throw e;
      });
      await this.demo.fund(tx, id);
      return id;
    });
    return this.openSession(userId, ip, device);
  }

  /** Password login; with two-factor on, the authenticator code (or a recovery code) in the same request. */
  async login(f: LoginBody, ip: string, device?: string): Promise<SessionResult> {
    const account = f.account?.trim();
    if (!account) fail('account_required');
    if (!f.password) fail('password_required');
    const ipHit = await this.limiter.hit(loginPerIp, ip);
    if (!ipHit.allowed) fail('too_many_attempts', { minutes: Math.ceil(ipHit.retryAfterMs / 60_000) });
    const user = await this.users.findByAccount(account, f.area_code);
    // Failures count per account, not per spelling: case, spaces, a '+' or the area code give no fresh tries.
    const subject = user ? `user:${user.id}` : `account:${account.toLowerCase()}`;
    if ((await this.limiter.count(loginFailuresPerAccount, subject)) >= loginFailuresPerAccount.limit) {
      fail('too_many_attempts', { minutes: Math.ceil(loginFailuresPerAccount.windowMs / 60_000) });
    }
    if (!user || user.kind !== 'user' || !(await verifyPassword(f.password, user.password_hash))) {
      await this.limiter.hit(loginFailuresPerAccount, subject);
      fail('login_failed');
    }
    if (user.status === 'frozen') fail('account_frozen');
    await this.totp.verify(user.id, f.totp);
    await this.limiter.reset(loginFailuresPerAccount, subject);
    return this.openSession(user.id, ip, device);
  }

  async logout(token: string): Promise<void> {
    await this.sessions.revoke(token);
  }

  /** Password reset by a code sent to the account's phone or email; every session of the account ends. */
  async forget(f: ForgetBody, ip: string): Promise<void> {
    if (f.mode !== 'phone' && f.mode !== 'email') throw new AppError('register_mode_invalid');
    const to = destinationOf(f.mode, f);
    const codeRule = checkCode(f.code);
    if (codeRule) fail(codeRule);
    const passwordRule = checkNewPassword(f.password, f.re_password);
    if (passwordRule) fail(passwordRule);
    const user = await this.users.findByAccount(f.mode === 'phone' ? (f.phone as string) : (f.email as string), f.area_code);
    if (!user) fail('account_not_found');
    await this.codes.verify({ destination: to.destination, purpose: 'forget', code: f.code as string, ip });
    await this.users.setPassword(user.id, f.password as string);
    await this.sessions.revokeAllOf(user.id);
  }

  /** A guest demo session: a user without identity or password, holding only demo money. */
  async startGuest(ip: string, lang: Lang, device?: string): Promise<SessionResult> {
    const userId = await this.ledger.transaction(async (tx) => {
      const id = await this.users.create(tx, { kind: 'guest', password_hash: null, referrer_id: null, lang, sms_consent: false });
      await this.demo.fund(tx, id);
      return id;
    });
    return this.openSession(userId, ip, device);
  }

  async openSession(userId: number, ip: string, device?: string): Promise<SessionResult> {
    const { token, expiresAt } = await this.sessions.create(userId, ip, device);
    const user = await this.users.byId(userId);
    if (!user) fail('account_not_found');
    return { token, expires_at: expiresAt, user: toPublicUser(user) };
  }
}
