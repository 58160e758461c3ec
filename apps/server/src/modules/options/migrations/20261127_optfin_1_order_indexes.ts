import { sql, type Kysely } from 'kysely';

/**
 * Order indexes a settlement leaves alone: the per-user and per-mode indexes no longer hold the status, so closing an
 * order (open -> settled) rewrites the row and drops it from the two partial indexes of open orders, instead of moving
 * it in two more indexes (half the settlement's cost of closing 100,000 orders). The lists of open orders per user
 * read the new partial index; the settled lists and the back office read by user or mode and id and skip open rows.
 * Named 20261127_ (not 20261125_) so it sorts after 20261126_options_1, whose table it needs: migrations run in name order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.dropIndex('option_orders_user').ifExists().execute();
  await s.dropIndex('option_orders_mode').ifExists().execute();
  await s.createIndex('option_orders_user_id').on('option_orders').columns(['user_id', 'mode', 'id']).execute();
  await s.createIndex('option_orders_mode_id').on('option_orders').columns(['mode', 'id']).execute();
  await s.createIndex('option_orders_user_open').on('option_orders').columns(['user_id', 'mode', 'id']).where(sql.ref('status'), '=', sql.lit('open')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  for (const name of ['option_orders_user_open', 'option_orders_mode_id', 'option_orders_user_id']) await s.dropIndex(name).ifExists().execute();
  await s.createIndex('option_orders_user').on('option_orders').columns(['user_id', 'mode', 'status', 'id']).execute();
  await s.createIndex('option_orders_mode').on('option_orders').columns(['mode', 'status', 'id']).execute();
}
