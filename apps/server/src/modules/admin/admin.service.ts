import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { AdminsTable } from '../../platform/db/schema.js';
import { fail } from '../../platform/http/errors.js';
import { RateLimiter, type RateRule } from '../../platform/rate-limiter.js';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.js';
import { hashToken, newOneTimePassword, newToken } from '../../platform/security/tokens.js';

export type AdminRole = AdminsTable['role'];
export type AdminIdentity = { id: number; username: string; role: AdminRole; must_change_password: boolean };

/** Failed admin logins per username, as for users: the right password is refused too once the limit is reached. */
const loginFailures: RateRule = { name: 'admin_login_fail', limit: 10, windowMs: 900_000 };

/** Back-office accounts: separate from users, with their own sessions and an audit log of every action. */
export class AdminService {
  private readonly limiter: RateLimiter;

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly ttlMs: number) {
    this.limiter = new RateLimiter(db, clock);
  }

  /** At first start, creates the superadmin and answers its one-time password (printed by main once). */
  async bootstrap(username: string, fixedPassword?: string): Promise<{ username: string; password: string } | null> {
    const any = await this.db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
    if (any) return null;
    const password = fixedPassword ?? newOneTimePassword();
    await this.db.insertInto('admins').values({
      username, password_hash: await hashPassword(password), role: 'superadmin', totp_secret: null,
      must_change_password: 1, created_at: this.clock.now(), last_login_at: null,
    }).onConflict((oc) => oc.column('username').doNothing()).execute();
    return { username, password };
  }

  async login(username: string | undefined, password: string | undefined, ip: string) {
    if (!username || !password) fail('admin_login_failed');
    const subject = username.trim().toLowerCase();
    if ((await this.limiter.count(loginFailures, subject)) >= loginFailures.limit) {
      fail('too_many_attempts', { minutes: Math.ceil(loginFailures.windowMs / 60_000) });
    }
    const admin = await this.db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
    if (!admin || !(await verifyPassword(password, admin.password_hash))) {
      await this.limiter.hit(loginFailures, subject);
      fail('admin_login_failed');
    }
    await this.limiter.reset(loginFailures, subject);
    const token = newToken();
    const now = this.clock.now();
    await this.db.insertInto('admin_sessions').values({
      token_hash: hashToken(token), admin_id: admin.id, created_at: now, expires_at: now + this.ttlMs, revoked_at: null, ip,
    }).execute();
    await this.db.updateTable('admins').set({ last_login_at: now }).where('id', '=', admin.id).execute();
    await this.audit(admin.id, 'admin.login', `admin:${admin.id}`, {}, ip);
    return { token, expires_at: now + this.ttlMs, admin: this.identity(admin) };
  }

  async resolve(token: string): Promise<AdminIdentity | null> {
    const row = await this.db.selectFrom('admin_sessions')
      .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
      .select(['admins.id', 'admins.username', 'admins.role', 'admins.must_change_password'])
      .where('admin_sessions.token_hash', '=', hashToken(token))
      .where('admin_sessions.revoked_at', 'is', null)
      .where('admin_sessions.expires_at', '>', this.clock.now())
      .executeTakeFirst();
    return row ? this.identity(row) : null;
  }

  async logout(token: string): Promise<void> {
    await this.db.updateTable('admin_sessions').set({ revoked_at: this.clock.now() })
      .where('token_hash', '=', hashToken(token)).execute();
  }

  async audit(adminId: number, action: string, target: string, detail: Record<string, unknown>, ip: string): Promise<void> {
    await this.db.insertInto('audit_log').values({
      admin_id: adminId, action, target, detail: JSON.stringify(detail), ip, created_at: this.clock.now(),
    }).execute();
  }

  async auditLog(limit: number, offset: number) {
    return this.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
  }

  private identity(a: { id: number; username: string; role: AdminRole; must_change_password: number }): AdminIdentity {
    return { id: a.id, username: a.username, role: a.role, must_change_password: a.must_change_password === 1 };
  }
}

export function logFirstAdmin(log: FastifyBaseLogger, created: { username: string; password: string } | null, fromConfig = false): void {
  if (!created) return;
  const shown = fromConfig ? '(the value of FIRST_ADMIN_PASSWORD)' : `${created.password}   (shown once; change it after signing in)`;
  const banner = [
    '',
    '================ Candor first admin ================',
    `  username: ${created.username}`,
    `  password: ${shown}`,
    '  back office: /admin',
    '====================================================',
    '',
  ].join('\n');
  process.stdout.write(banner);
  log.info({ username: created.username }, 'first admin created');
}
