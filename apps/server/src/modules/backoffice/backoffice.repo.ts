import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { AdminsTable } from './backoffice.tables.js';
import { hashToken } from '../../platform/security/tokens.js';

export type AdminRow = Selectable<AdminsTable>;
export type Paging = { limit: number; offset: number };

/** SQL of the admin tables; only the back-office services call it. */
export function createAdminRepo(db: Db) {
  return {
    anyAdmin() {
      return db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
    },
    byId(id: number): Promise<AdminRow | undefined> {
      return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
    },
    byUsername(username: string): Promise<AdminRow | undefined> {
      return db.selectFrom('admins').selectAll().where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase())).executeTakeFirst();
    },
    async insert(row: Insertable<AdminsTable>): Promise<number | null> {
      const r = await db.insertInto('admins').values(row).onConflict((oc) => oc.column('username').doNothing()).returning('id').executeTakeFirst();
      return r?.id ?? null;
    },
    async update(id: number, set: Updateable<AdminsTable>): Promise<void> {
      await db.updateTable('admins').set(set).where('id', '=', id).execute();
    },
    /** Records the step of an accepted code unless a code of that step or a later one was accepted: answers whether it did. */
    async acceptTotpStep(id: number, step: number): Promise<boolean> {
      const r = await db.updateTable('admins').set({ totp_last_step: step }).where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)])).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    /** Moves the pending secret to the active one, once: answers whether it did. */
    async enableTotp(id: number, secret: string, step: number): Promise<boolean> {
      const r = await db.updateTable('admins').set({ totp_secret: secret, totp_pending: null, totp_last_step: step })
        .where('id', '=', id).where('totp_secret', 'is', null).where('totp_pending', '=', secret).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    withTotpSecrets() {
      return db.selectFrom('admins').select(['id', 'totp_secret', 'totp_pending'])
        .where((eb) => eb.or([eb('totp_secret', 'is not', null), eb('totp_pending', 'is not', null)])).execute();
    },
    async list(p: Paging): Promise<{ rows: AdminRow[]; total: number }> {
      const rows = await db.selectFrom('admins').selectAll().orderBy('id', 'asc').limit(p.limit).offset(p.offset).execute();
      const total = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },

    async insertSession(s: { token: string; adminId: number; now: number; expiresAt: number; ip: string; stage: 'totp_setup' | 'full' }) {
      await db.insertInto('admin_sessions').values({
        token_hash: hashToken(s.token), admin_id: s.adminId, created_at: s.now, expires_at: s.expiresAt, revoked_at: null, ip: s.ip, stage: s.stage,
      }).execute();
    },
    liveSession(token: string, now: number) {
      return db.selectFrom('admin_sessions')
        .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
        .select(['admin_sessions.id as session_id', 'admin_sessions.stage', 'admins.id', 'admins.username', 'admins.role',
          'admins.must_change_password', 'admins.totp_secret'])
        .where('admin_sessions.token_hash', '=', hashToken(token))
        .where('admin_sessions.revoked_at', 'is', null)
        .where('admin_sessions.expires_at', '>', now)
        .executeTakeFirst();
    },
    async setSessionStage(sessionId: number, stage: 'totp_setup' | 'full'): Promise<void> {
      await db.updateTable('admin_sessions').set({ stage }).where('id', '=', sessionId).execute();
    },
    async revokeSession(token: string, now: number): Promise<void> {
      await db.updateTable('admin_sessions').set({ revoked_at: now }).where('token_hash', '=', hashToken(token)).execute();
    },
    /** Ends every live session of an admin except the one given (by id). */
    async revokeSessionsOf(adminId: number, now: number, exceptSessionId?: number): Promise<void> {
      let q = db.updateTable('admin_sessions').set({ revoked_at: now }).where('admin_id', '=', adminId).where('revoked_at', 'is', null);
      if (exceptSessionId !== undefined) q = q.where('id', '<>', exceptSessionId);
      await q.execute();
    },

    /** Writes an audit entry, inside the caller's transaction when one is given (so it commits with the action). */
    async insertAudit(row: { admin_id: number; action: string; target: string; detail: string; ip: string; created_at: number }, ex: Db | Tx = db) {
      await ex.insertInto('audit_log').values(row).execute();
    },
    async auditPage(q: Paging & { adminId?: number | undefined; action?: string | undefined }) {
      let base = db.selectFrom('audit_log').leftJoin('admins', 'admins.id', 'audit_log.admin_id');
      if (q.adminId !== undefined) base = base.where('audit_log.admin_id', '=', q.adminId);
      if (q.action) base = base.where('audit_log.action', '=', q.action);
      const rows = await base.select(['audit_log.id', 'audit_log.admin_id', 'admins.username as admin_username', 'audit_log.action',
        'audit_log.target', 'audit_log.detail', 'audit_log.ip', 'audit_log.created_at'])
        .orderBy('audit_log.id', 'desc').limit(q.limit).offset(q.offset).execute();
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
