import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { UploadsTable } from './uploads.tables.js';

export type UploadRow = Selectable<UploadsTable>;

/** SQL of the uploads table; only the uploads service calls it. */
export function createUploadsRepo(db: Db) {
  return {
    async insert(row: Insertable<UploadsTable>): Promise<number> {
      return (await db.insertInto('uploads').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    byId(id: number, tx: Db | Tx = db): Promise<UploadRow | undefined> {
      return tx.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
