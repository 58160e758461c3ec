import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { WithdrawAddressesTable } from './withdrawals.tables.js';

export type WithdrawAddressRow = Selectable<WithdrawAddressesTable>;
type Executor = Db | Tx;

/** SQL of the withdraw address book; only the address book calls it. Every query names the owner. */
export function createAddressesRepo(db: Db) {
  return {
    insert(row: Insertable<WithdrawAddressesTable>): Promise<WithdrawAddressRow> {
      return db.insertInto('withdraw_addresses').values(row).returningAll().executeTakeFirstOrThrow();
    },
    owned(userId: number, id: number, tx: Executor = db): Promise<WithdrawAddressRow | undefined> {
      return tx.selectFrom('withdraw_addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },
    find(userId: number, asset: string, network: string, address: string): Promise<WithdrawAddressRow | undefined> {
      return db.selectFrom('withdraw_addresses').selectAll()
        .where('user_id', '=', userId).where('asset', '=', asset).where('network', '=', network).where('address', '=', address)
        .executeTakeFirst();
    },
    /** The user's addresses, newest first, optionally of one coin and network. */
    list(userId: number, filter: { asset?: string | undefined; network?: string | undefined } = {}): Promise<WithdrawAddressRow[]> {
      let q = db.selectFrom('withdraw_addresses').selectAll().where('user_id', '=', userId);
      if (filter.asset) q = q.where('asset', '=', filter.asset);
      if (filter.network) q = q.where('network', '=', filter.network);
      return q.orderBy('id', 'desc').execute();
    },
    async remove(userId: number, id: number): Promise<boolean> {
      const r = await db.deleteFrom('withdraw_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return r.numDeletedRows > 0n;
    },
  };
}
