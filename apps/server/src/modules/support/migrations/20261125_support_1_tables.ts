import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** The help centre's FAQ (categories, articles, their texts per language) and the support chat (conversations, messages). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('support_faq_categories'), d)
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(s.createTable('support_faq_articles'), d)
    .addColumn('category_id', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('support_faq_articles_category').on('support_faq_articles').columns(['category_id', 'sort']).execute();

  await s.createTable('support_faq_texts')
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('support_faq_texts_pk', ['article_id', 'lang'])
    .execute();

  await withId(s.createTable('support_conversations'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'bigint')
    .addColumn('agent_name', 'text')
    .addColumn('user_read_id', 'bigint', (c) => c.notNull())
    .addColumn('agent_read_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_message_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addColumn('closed_by', 'bigint')
    .execute();
  await s.createIndex('support_conversations_user').on('support_conversations').columns(['user_id', 'id']).execute();
  // One open conversation per user: two opens at the same moment cannot make two.
  await s.createIndex('support_conversations_one_open').on('support_conversations').column('user_id').unique()
    .where(sql.ref('status'), '=', 'open').execute();
  await s.createIndex('support_conversations_inbox').on('support_conversations').columns(['status', 'agent_id', 'last_message_at']).execute();

  await withId(s.createTable('support_messages'), d)
    .addColumn('conversation_id', 'bigint', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'bigint')
    .addColumn('agent_name', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('support_messages_conversation').on('support_messages').columns(['conversation_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['support_messages', 'support_conversations', 'support_faq_texts', 'support_faq_articles', 'support_faq_categories']) {
    await db.schema.dropTable(t).execute();
  }
}
