import type { Clock } from '../../platform/clock.js';
import { fail } from '../../platform/http/errors.js';
import { hashPassword } from '../../platform/security/passwords.js';
import { newOneTimePassword } from '../../platform/security/tokens.js';
import { isAdminRole, type AdminView } from '@candor/shared';
import type { AdminRepo, AdminRow, Paging } from './backoffice.repo.js';

/** Who acts: the admin's id and the request's IP, for the audit log. */
export type Actor = { id: number; ip: string };
type AuditFn = (adminId: number, action: string, target: string, detail: Record<string, unknown>, ip: string) => Promise<void>;

const USERNAME = /^[a-z][a-z0-9_.-]{2,31}$/;

/** An admin account as the back office shows it: never the password hash or the TOTP secret. */
function view(a: AdminRow): AdminView {
  return {
    id: a.id, username: a.username, role: a.role, totp_enabled: a.totp_secret !== null, must_change_password: a.must_change_password === 1,
    created_by: a.created_by, created_at: a.created_at, last_login_at: a.last_login_at,
  };
}

function parseDetail(detail: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(detail);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };
  } catch {
    return { text: detail };
  }
}

/**
 * Staff management (superadmin) and the audit log. Every call is written to the audit log, reads included: who
 * looked at the staff or at the log itself is on record.
 */
export class AdminStaff {
  constructor(private readonly repo: AdminRepo, private readonly clock: Clock, private readonly audit: AuditFn) {}

  async list(by: Actor, p: Paging & { page: number }) {
    const { rows, total } = await this.repo.list(p);
    await this.audit(by.id, 'admins.list', 'admins', { page: p.page }, by.ip);
    return { total, items: rows.map(view) };
  }

  /** A new admin with a role and a one-time password, shown once; the password must be changed and TOTP set up at first sign-in. */
  async create(by: Actor, f: { username?: string | undefined; role?: string | undefined }): Promise<{ admin: AdminView; password: string }> {
    const username = (f.username ?? '').trim().toLowerCase();
    if (!USERNAME.test(username)) fail('admin_username_invalid');
    if (!isAdminRole(f.role)) fail('admin_role_invalid');
    const password = newOneTimePassword();
    const id = await this.repo.insert({
      username, password_hash: await hashPassword(password), role: f.role, totp_secret: null, totp_pending: null, totp_last_step: null,
      must_change_password: 1, created_by: by.id, created_at: this.clock.now(), last_login_at: null,
    });
    if (id === null) fail('admin_exists');
    await this.audit(by.id, 'admin.create', `admin:${id}`, { username, role: f.role }, by.ip);
    return { admin: view(await this.byIdOrFail(id)), password };
  }

  /**
   * For a lost password or authenticator: a new one-time password, the second factor cleared (set up again at
   * next sign-in) and every session of that admin ended.
   */
  async reset(by: Actor, id: number): Promise<{ admin: AdminView; password: string }> {
    const target = await this.byIdOrFail(id);
    const password = newOneTimePassword();
    await this.repo.update(id, { password_hash: await hashPassword(password), must_change_password: 1, totp_secret: null, totp_pending: null });
    await this.repo.revokeSessionsOf(id, this.clock.now());
    await this.audit(by.id, 'admin.reset', `admin:${id}`, { username: target.username }, by.ip);
    return { admin: view(await this.byIdOrFail(id)), password };
  }

  async auditLog(by: Actor, q: Paging & { page: number; adminId?: number | undefined; action?: string | undefined }) {
    const { rows, total } = await this.repo.auditPage(q);
    await this.audit(by.id, 'audit.list', 'audit_log', { page: q.page, admin_id: q.adminId ?? null, action: q.action ?? null }, by.ip);
    return { total, items: rows.map((r) => ({ ...r, detail: parseDetail(r.detail) })) };
  }

  private async byIdOrFail(id: number): Promise<AdminRow> {
    const row = await this.repo.byId(id);
    if (!row) return fail('admin_not_found');
    return row;
  }
}
