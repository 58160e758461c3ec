import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { NftCausesTable, NftEditionsTable, NftItemsTable, NftPayoutsTable, NftPayoutStatus } from './nft.tables.js';

export type CauseRow = Selectable<NftCausesTable>;
export type ItemRow = Selectable<NftItemsTable>;
export type EditionRow = Selectable<NftEditionsTable>;
export type PayoutRow = Selectable<NftPayoutsTable>;
type Executor = Db | Tx;

/** SQL of causes, NFTs, editions and payouts; only the NFT module's services call it. */
export function createNftRepo(db: Db) {
  return {
    causes(ex: Executor = db): Promise<CauseRow[]> {
      return ex.selectFrom('nft_causes').selectAll().orderBy('id').execute();
    },
    cause(id: number, ex: Executor = db): Promise<CauseRow | undefined> {
      return ex.selectFrom('nft_causes').selectAll().where('id', '=', id).executeTakeFirst();
    },
    insertCause(row: Insertable<NftCausesTable>, ex: Executor = db): Promise<CauseRow> {
      return ex.insertInto('nft_causes').values(row).returningAll().executeTakeFirstOrThrow();
    },
    updateCause(id: number, patch: Updateable<NftCausesTable>): Promise<CauseRow | undefined> {
      return db.updateTable('nft_causes').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
    },
    items(onlyEnabled: boolean, ex: Executor = db): Promise<ItemRow[]> {
      let q = ex.selectFrom('nft_items').selectAll();
      if (onlyEnabled) q = q.where('enabled', '=', 1);
      return q.orderBy('id').execute();
    },
    item(id: number, ex: Executor = db): Promise<ItemRow | undefined> {
      return ex.selectFrom('nft_items').selectAll().where('id', '=', id).executeTakeFirst();
    },
    insertItem(row: Insertable<NftItemsTable>, ex: Executor = db): Promise<ItemRow> {
      return ex.insertInto('nft_items').values(row).returningAll().executeTakeFirstOrThrow();
    },
    async updateItem(id: number, patch: Updateable<NftItemsTable>): Promise<ItemRow | undefined> {
      return db.updateTable('nft_items').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
    },
    /** Takes the next edition number in one conditional statement; undefined once every edition is sold. */
    async takeEdition(tx: Tx, id: number, now: number): Promise<number | undefined> {
      const row = await tx.updateTable('nft_items').set({ sold: sql<number>`sold + 1`, updated_at: now })
        .where('id', '=', id).where('enabled', '=', 1).where(sql<boolean>`sold < edition_size`).returning('sold').executeTakeFirst();
      return row === undefined ? undefined : Number(row.sold);
    },
    insertEdition(tx: Tx, row: Insertable<NftEditionsTable>): Promise<EditionRow> {
      return tx.insertInto('nft_editions').values(row).returningAll().executeTakeFirstOrThrow();
    },
    editionsOf(nftId: number, ex: Executor = db): Promise<EditionRow[]> {
      return ex.selectFrom('nft_editions').selectAll().where('nft_id', '=', nftId).orderBy('edition_no').execute();
    },
    ownedBy(userId: number): Promise<EditionRow[]> {
      return db.selectFrom('nft_editions').selectAll().where('owner_id', '=', userId).orderBy('id', 'desc').execute();
    },
    async sales(page: { limit: number; offset: number }): Promise<{ rows: EditionRow[]; total: number }> {
      const { n } = await db.selectFrom('nft_editions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await db.selectFrom('nft_editions').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
      return { rows, total: Number(n) };
    },
    payouts(causeId?: number): Promise<PayoutRow[]> {
      let q = db.selectFrom('nft_payouts').selectAll();
      if (causeId !== undefined) q = q.where('cause_id', '=', causeId);
      return q.orderBy('id', 'desc').execute();
    },
    payout(id: number, ex: Executor = db): Promise<PayoutRow | undefined> {
      return ex.selectFrom('nft_payouts').selectAll().where('id', '=', id).executeTakeFirst();
    },
    insertPayout(tx: Tx, row: Insertable<NftPayoutsTable>): Promise<PayoutRow> {
      return tx.insertInto('nft_payouts').values(row).returningAll().executeTakeFirstOrThrow();
    },
    async decidePayout(tx: Tx, id: number, status: NftPayoutStatus, by: number, now: number): Promise<boolean> {
      const r = await tx.updateTable('nft_payouts').set({ status, decided_by: by, decided_at: now })
        .where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    /** Locks a pending payout (a write that changes nothing); false when it is not pending. */
    async lockPayout(tx: Tx, id: number): Promise<boolean> {
      const r = await tx.updateTable('nft_payouts').set((eb) => ({ status: eb.ref('status') })).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
  };
}

export type NftRepo = ReturnType<typeof createNftRepo>;
