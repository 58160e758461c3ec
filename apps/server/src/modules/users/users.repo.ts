import type { Insertable, Selectable } from 'kysely';
import { containsAny } from '../../platform/db/search.js';
import type { Db, Tx } from '../../platform/db/database.js';
import type { UsersTable } from './users.tables.js';

export type UserRow = Selectable<UsersTable>;
type Executor = Db | Tx;

/** SQL of the users table; only the users service calls it. */
export function createUsersRepo(db: Db) {
  return {
    insert(tx: Executor, row: Insertable<UsersTable>): Promise<{ id: number }> {
      return tx.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
    },
    byId(id: number, tx: Executor = db): Promise<UserRow | undefined> {
      return tx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    byEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    byPhoneKey(phoneKey: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('phone_key', '=', phoneKey).executeTakeFirst();
    },
    byPhone(phone: string): Promise<UserRow[]> {
      return db.selectFrom('users').selectAll().where('phone', '=', phone).limit(2).execute();
    },
    byUsername(username: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    },
    /** The naming fields of some users (the back office names them the same way on every page). */
    namesOf(ids: readonly number[], ex: Executor = db): Promise<Pick<UserRow, 'id' | 'email' | 'phone' | 'area_code' | 'username'>[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return ex.selectFrom('users').select(['id', 'email', 'phone', 'area_code', 'username']).where('id', 'in', [...new Set(ids)]).execute();
    },
    /** Whether any registered user (not a guest) exists. */
    async anyUser(): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('kind', '=', 'user').limit(1).executeTakeFirst()) !== undefined;
    },
    byInviteCode(code: string, tx: Executor = db): Promise<UserRow | undefined> {
      return tx.selectFrom('users').selectAll().where('invite_code', '=', code).executeTakeFirst();
    },
    async update(id: number, set: Partial<Pick<UserRow, 'password_hash' | 'fund_password_hash' | 'lang' | 'updated_at'>>) {
      await db.updateTable('users').set(set).where('id', '=', id).execute();
    },
    /** Sets the fund password only if none is set yet; answers whether it did. */
    async setFundPasswordIfUnset(id: number, hash: string, now: number): Promise<boolean> {
      const r = await db.updateTable('users').set({ fund_password_hash: hash, updated_at: now })
        .where('id', '=', id).where('fund_password_hash', 'is', null).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async list(q: { search?: string; limit: number; offset: number }): Promise<{ rows: UserRow[]; total: number }> {
      let base = db.selectFrom('users');
      if (q.search) {
        // Case-insensitive on both databases (PostgreSQL's LIKE is not), with % and _ taken literally.
        const search = q.search;
        base = base.where((eb) => containsAny(eb, ['username', 'email', 'phone', 'invite_code'], search));
      }
      const rows = await base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
