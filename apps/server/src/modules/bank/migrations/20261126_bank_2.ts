import { sql, type Kysely } from 'kysely';

/**
 * Card slots: each of a user's cards holds one of the slots 1..BANK_CARD_LIMIT, unique per user, so two cards bound
 * at the same instant cannot both take the last free place (the count alone is read before either commits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bank_cards').addColumn('slot', 'integer').execute();
  await sql`UPDATE bank_cards SET slot = (SELECT COUNT(*) FROM bank_cards b WHERE b.user_id = bank_cards.user_id AND b.id <= bank_cards.id)`.execute(db);
  await db.schema.createIndex('bank_cards_slot').on('bank_cards').columns(['user_id', 'slot']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bank_cards_slot').execute();
  await db.schema.alterTable('bank_cards').dropColumn('slot').execute();
}
