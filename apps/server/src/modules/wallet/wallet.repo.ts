import type { Selectable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { WalletTransfersTable } from './wallet.tables.js';
import type { Mode } from '../ledger/index.js';

export type TransferRow = Selectable<WalletTransfersTable>;
type Executor = Db | Tx;

/** SQL of the wallet's own table: the records of transfers between a user's accounts. */
export function createWalletRepo(db: Db) {
  return {
    async insertTransfer(tx: Tx, t: Omit<TransferRow, 'id'>): Promise<TransferRow> {
      return tx.insertInto('wallet_transfers').values(t).returningAll().executeTakeFirstOrThrow();
    },

    async setEntry(tx: Tx, id: number, entryId: number): Promise<void> {
      await tx.updateTable('wallet_transfers').set({ entry_id: entryId }).where('id', '=', id).execute();
    },

    /** One user's transfers of one mode, newest first, optionally of one asset, and how many there are. */
    async page(q: { userId: number; mode: Mode; asset?: string | undefined; limit: number; offset: number }, on: Executor = db) {
      const base = on.selectFrom('wallet_transfers').where('user_id', '=', q.userId).where('mode', '=', q.mode)
        .$if(q.asset !== undefined, (b) => b.where('asset', '=', q.asset ?? ''));
      const counted = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const items = await base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
      return { total: Number(counted.n), items };
    },
  };
}

export type WalletRepo = ReturnType<typeof createWalletRepo>;
