import type { AdminMe } from '@candor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limiter.js';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.js';
import { newOneTimePassword, newToken } from '../../platform/security/tokens.js';
import type { AccessTable, AdminRole, AdminStage } from './backoffice.access.js';
import { createAdminRepo, type AdminRepo } from './backoffice.repo.js';
import { AdminStaff } from './backoffice.staff.js';
import { FourEyes } from './four-eyes.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import { newTotpSecret, totpEnrolment, totpStep } from './backoffice.totp.js';

export type { AdminRole, AdminStage };
export type AdminIdentity = { id: number; username: string; role: AdminRole; must_change_password: boolean; totp_enabled: boolean };
/** The admin of a live session, with what the session may do. */
export type AdminSession = AdminIdentity & { stage: AdminStage; session_id: number };
/** What admin/me and admin/login answer (the contract's AdminMe): the identity, the stage and the resources the role may open. */
export type { AdminMe };

/** Failed admin logins per username, as for users: the right password is refused too once the limit is reached. */
const loginFailures: RateRule = { name: 'admin_login_fail', limit: 10, windowMs: 900_000 };
export const ADMIN_PASSWORD_MIN = 12;

type Who = { id: number; username: string; role: AdminRole; must_change_password: number; totp_secret: string | null };

/** Back-office accounts: separate from users, with their own sessions, a second factor and an audit log of every action. */
export class AdminService {
  private readonly repo: AdminRepo;
  /** Staff management and the audit log. */
  readonly staff: AdminStaff;
  /** Maker-checker: every money-moving admin action that needs a second admin goes through it. */
  readonly fourEyes: FourEyes;

  constructor(
    db: Db, private readonly clock: Clock, private readonly limiter: RateLimiter, private readonly ttlMs: number, readonly access: AccessTable,
    private readonly secrets: SecretBox,
  ) {
    this.repo = createAdminRepo(db);
    this.fourEyes = new FourEyes(db, clock, (tx, ...entry) => this.auditIn(tx, ...entry));
    this.staff = new AdminStaff(this.repo, clock, (a, action, target, detail, ip) => this.audit(a, action, target, detail, ip));
  }

  /** At first start, creates the superadmin and answers its one-time password (printed by main once). */
  async bootstrap(username: string, fixedPassword?: string): Promise<{ username: string; password: string } | null> {
    if (await this.repo.anyAdmin()) return null;
    const password = fixedPassword ?? newOneTimePassword();
    const id = await this.repo.insert({
      username, password_hash: await hashPassword(password), role: 'superadmin', totp_secret: null, totp_pending: null,
      totp_last_step: null, must_change_password: 1, created_by: null, created_at: this.clock.now(), last_login_at: null,
    });
    return id === null ? null : { username, password };
  }

  /**
   * Password, then the TOTP code once the second factor is set up. Without one yet, the session answered is
   * limited to enrolment (stage totp_setup). Wrong passwords and wrong codes count toward the same limit.
   */
  async login(username: string | undefined, password: string | undefined, ip: string, totp?: string) {
    if (!username || !password) fail('admin_login_failed');
    const subject = username.trim().toLowerCase();
    await this.checkNotLocked(subject);
    const admin = await this.repo.byUsername(subject);
    if (!admin || !(await verifyPassword(password, admin.password_hash))) {
      await this.limiter.hit(loginFailures, subject);
      if (admin) await this.audit(admin.id, 'admin.login_failed', `admin:${admin.id}`, { reason: 'password' }, ip);
      fail('admin_login_failed');
    }
    if (admin.totp_secret) {
      if (!totp?.trim()) fail('totp_required');
      await this.acceptCode(admin, admin.totp_secret, totp, subject, ip, 'admin.login_failed');
    }
    await this.limiter.reset(loginFailures, subject);
    const token = newToken();
    const now = this.clock.now();
    const sessionStage = admin.totp_secret ? 'full' : 'totp_setup';
    await this.repo.insertSession({ token, adminId: admin.id, now, expiresAt: now + this.ttlMs, ip, stage: sessionStage });
    await this.repo.update(admin.id, { last_login_at: now });
    const me = this.meOf(admin, sessionStage);
    await this.audit(admin.id, 'admin.login', `admin:${admin.id}`, { stage: me.stage }, ip);
    return { token, expires_at: now + this.ttlMs, stage: me.stage, admin: me };
  }

  async resolve(token: string): Promise<AdminSession | null> {
    const row = await this.repo.liveSession(token, this.clock.now());
    if (!row) return null;
    return { ...this.identity(row), stage: stageOf(row.stage, row.must_change_password === 1), session_id: row.session_id };
  }

  me(s: AdminSession): AdminMe {
    const { session_id: _omit, ...rest } = s;
    return { ...rest, resources: s.stage === 'full' ? this.access.resourcesOf(s.role) : [] };
  }

  async logout(s: AdminSession, token: string, ip: string): Promise<void> {
    await this.repo.revokeSession(token, this.clock.now());
    await this.audit(s.id, 'admin.logout', `admin:${s.id}`, {}, ip);
  }

  async audit(adminId: number, action: string, target: string, detail: Record<string, unknown>, ip: string): Promise<void> {
    await this.repo.insertAudit({ admin_id: adminId, action, target, detail: JSON.stringify(detail), ip, created_at: this.clock.now() });
  }

  /** An audit entry written in the transaction of the action it records. */
  async auditIn(tx: Tx, adminId: number, action: string, target: string, detail: Record<string, unknown>, ip: string): Promise<void> {
    await this.repo.insertAudit({ admin_id: adminId, action, target, detail: JSON.stringify(detail), ip, created_at: this.clock.now() }, tx);
  }

  /** Seals again every admin TOTP secret stored in plain text or under a previous key (start-up, after a key rotation). */
  async resealSecrets(): Promise<number> {
    let n = 0;
    for (const a of await this.repo.withTotpSecrets()) {
      const set: { totp_secret?: string; totp_pending?: string } = {};
      if (a.totp_secret && this.secrets.needsReseal(a.totp_secret)) set.totp_secret = this.secrets.seal(this.secrets.open(a.totp_secret));
      if (a.totp_pending && this.secrets.needsReseal(a.totp_pending)) set.totp_pending = this.secrets.seal(this.secrets.open(a.totp_pending));
      if (Object.keys(set).length === 0) continue;
      await this.repo.update(a.id, set);
      n++;
    }
    return n;
  }

  /** Starts (or restarts) enrolment: a fresh secret kept server-side as pending, with its URI and QR code. */
  async totpSetup(s: AdminSession, ip: string) {
    if (s.totp_enabled) fail('totp_already_enabled');
    const secret = newTotpSecret();
    await this.repo.update(s.id, { totp_pending: this.secrets.seal(secret) });
    await this.audit(s.id, 'admin.totp_setup', `admin:${s.id}`, {}, ip);
    return totpEnrolment(secret, s.username);
  }

  /** Confirms enrolment with a code of the pending secret: the secret becomes active and this session is upgraded. */
  async totpEnable(s: AdminSession, code: string | undefined, ip: string): Promise<AdminMe> {
    const admin = await this.repo.byId(s.id);
    if (!admin) return fail('not_logged_in');
    if (admin.totp_secret) fail('totp_already_enabled');
    if (!admin.totp_pending) fail('totp_not_started');
    if (!code?.trim()) fail('totp_required');
    const subject = admin.username.toLowerCase();
    await this.checkNotLocked(subject);
    const step = totpStep(this.secrets.open(admin.totp_pending), code, this.clock.now());
    if (step === null || !(await this.repo.enableTotp(admin.id, admin.totp_pending, step))) {
      await this.limiter.hit(loginFailures, subject);
      await this.audit(admin.id, 'admin.totp_enable_failed', `admin:${admin.id}`, {}, ip);
      fail('totp_invalid');
    }
    await this.repo.setSessionStage(s.session_id, 'full');
    await this.audit(admin.id, 'admin.totp_enable', `admin:${admin.id}`, {}, ip);
    return this.meOf({ ...admin, totp_secret: admin.totp_pending }, 'full');
  }

  /** Own password change with the current one (12+ characters); the admin's other sessions end. */
  async changePassword(s: AdminSession, f: { old_password?: string | undefined; new_password?: string | undefined; re_password?: string | undefined }, ip: string): Promise<AdminMe> {
    if (!f.old_password) fail('old_password_required');
    if (!f.new_password) fail('password_required');
    if (f.new_password.length < ADMIN_PASSWORD_MIN) fail('admin_password_too_short');
    if (!f.re_password) fail('confirm_required');
    if (f.new_password !== f.re_password) fail('passwords_mismatch');
    const admin = await this.repo.byId(s.id);
    if (!admin) return fail('not_logged_in');
    const subject = admin.username.toLowerCase();
    await this.checkNotLocked(subject);
    if (!(await verifyPassword(f.old_password, admin.password_hash))) {
      await this.limiter.hit(loginFailures, subject);
      await this.audit(admin.id, 'admin.password_change_failed', `admin:${admin.id}`, {}, ip);
      fail('old_password_wrong');
    }
    if (f.old_password === f.new_password) fail('admin_password_reused');
    await this.repo.update(admin.id, { password_hash: await hashPassword(f.new_password), must_change_password: 0 });
    await this.repo.revokeSessionsOf(admin.id, this.clock.now(), s.session_id);
    await this.audit(admin.id, 'admin.password_change', `admin:${admin.id}`, {}, ip);
    return this.me({ ...s, must_change_password: false, stage: s.stage === 'totp_setup' ? 'totp_setup' : 'full' });
  }

  private async checkNotLocked(subject: string): Promise<void> {
    if ((await this.limiter.count(loginFailures, subject)) >= loginFailures.limit) {
      fail('too_many_attempts', { minutes: Math.ceil(loginFailures.windowMs / 60_000) });
    }
  }

  /** Accepts a code of the active secret once (a replayed code of the same step is refused). */
  private async acceptCode(admin: Who, secret: string, code: string | undefined, subject: string, ip: string, failAction: string): Promise<void> {
    const step = totpStep(this.secrets.open(secret), code, this.clock.now());
    if (step === null || !(await this.repo.acceptTotpStep(admin.id, step))) {
      await this.limiter.hit(loginFailures, subject);
      await this.audit(admin.id, failAction, `admin:${admin.id}`, { reason: 'totp' }, ip);
      fail('totp_invalid');
    }
  }

  private identity(a: Who): AdminIdentity {
    return { id: a.id, username: a.username, role: a.role, must_change_password: a.must_change_password === 1, totp_enabled: a.totp_secret !== null };
  }

  private meOf(a: Who, sessionStage: 'totp_setup' | 'full'): AdminMe {
    const stage = stageOf(sessionStage, a.must_change_password === 1);
    return { ...this.identity(a), stage, resources: stage === 'full' ? this.access.resourcesOf(a.role) : [] };
  }
}

/** A session signed in without the second factor stays limited to enrolment; a one-time password must be changed first. */
function stageOf(sessionStage: 'totp_setup' | 'full', mustChangePassword: boolean): AdminStage {
  if (sessionStage === 'totp_setup') return 'totp_setup';
  return mustChangePassword ? 'password_change' : 'full';
}

export function logFirstAdmin(log: FastifyBaseLogger, created: { username: string; password: string } | null, fromConfig = false): void {
  if (!created) return;
  const shown = fromConfig ? '(the value of FIRST_ADMIN_PASSWORD)' : `${created.password}   (shown once; change it after signing in)`;
  const banner = [
    '',
    '================ Candor first admin ================',
    `  username: ${created.username}`,
    `  password: ${shown}`,
    '  back office: /admin  (set up the authenticator app at first sign-in)',
    '====================================================',
    '',
  ].join('\n');
  process.stdout.write(banner);
  log.info({ username: created.username }, 'first admin created');
}
