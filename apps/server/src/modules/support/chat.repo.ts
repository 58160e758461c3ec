import type { Insertable, Selectable } from 'kysely';
import type { InboxBox } from '@candor/shared';
import type { Db, Tx } from '../../platform/db/database.js';
import type { SupportConversationsTable, SupportMessagesTable } from './support.tables.js';

export type ConversationRow = Selectable<SupportConversationsTable>;
export type MessageRow = Selectable<SupportMessagesTable>;

type Executor = Db | Tx;

/** SQL of the support chat; only the chat service calls it. */
export function createChatRepo(db: Db) {
  return {
    conversation(x: Executor, id: number): Promise<ConversationRow | undefined> {
      return x.selectFrom('support_conversations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    openOf(x: Executor, userId: number): Promise<ConversationRow | undefined> {
      return x.selectFrom('support_conversations').selectAll().where('user_id', '=', userId).where('status', '=', 'open').executeTakeFirst();
    },
    async insertConversation(tx: Tx, row: Insertable<SupportConversationsTable>): Promise<number> {
      const r = await tx.insertInto('support_conversations').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    ofUser(userId: number): Promise<ConversationRow[]> {
      return db.selectFrom('support_conversations').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute();
    },
    countOfUser(userId: number): Promise<number> {
      return db.selectFrom('support_conversations').select((e) => e.fn.countAll<number>().as('n')).where('user_id', '=', userId)
        .executeTakeFirstOrThrow().then((r) => Number(r.n));
    },
    async inbox(box: InboxBox, agentId: number, limit: number, offset: number): Promise<{ items: ConversationRow[]; total: number }> {
      // A conversation the user opened but never wrote in needs no agent: it shows once it has a message.
      let base = db.selectFrom('support_conversations as c')
        .where((w) => w.exists(w.selectFrom('support_messages as m').select('m.id').whereRef('m.conversation_id', '=', 'c.id')));
      if (box === 'closed') base = base.where('c.status', '=', 'closed');
      else if (box === 'mine') base = base.where('c.status', '=', 'open').where('c.agent_id', '=', agentId);
      else base = base.where('c.status', '=', 'open').where('c.agent_id', 'is', null);
      const order = box === 'unassigned' ? 'asc' : 'desc';
      const items = await base.selectAll('c').orderBy('c.last_message_at', order).orderBy('c.id', order).limit(limit).offset(offset).execute();
      const { n } = await base.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items, total: Number(n) };
    },
    messages(x: Executor, conversationId: number): Promise<MessageRow[]> {
      return x.selectFrom('support_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute();
    },
    /** The newest message of each conversation (the previews). */
    async lastMessages(ids: readonly number[]): Promise<Map<number, MessageRow>> {
      if (ids.length === 0) return new Map();
      const last = db.selectFrom('support_messages').select((e) => e.fn.max('id').as('id')).where('conversation_id', 'in', ids).groupBy('conversation_id');
      const rows = await db.selectFrom('support_messages').selectAll().where('id', 'in', last).execute();
      return new Map(rows.map((r) => [Number(r.conversation_id), r]));
    },
    async insertMessage(tx: Tx, row: Insertable<SupportMessagesTable>): Promise<MessageRow> {
      return tx.insertInto('support_messages').values(row).returningAll().executeTakeFirstOrThrow();
    },
    async update(tx: Executor, id: number, set: Partial<Omit<ConversationRow, 'id' | 'user_id'>>, when: Partial<Pick<ConversationRow, 'status'>> & { agentId?: number | null } = {}): Promise<boolean> {
      let q = tx.updateTable('support_conversations').set(set).where('id', '=', id);
      if (when.status) q = q.where('status', '=', when.status);
      if (when.agentId === null) q = q.where('agent_id', 'is', null);
      else if (when.agentId !== undefined) q = q.where('agent_id', '=', when.agentId);
      const r = await q.executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    /** Per conversation, the messages of `sender` after what the other side read. */
    async unread(ids: readonly number[], sender: 'user' | 'agent'): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const readColumn = sender === 'agent' ? 'c.user_read_id' : 'c.agent_read_id';
      const rows = await db.selectFrom('support_messages as m')
        .innerJoin('support_conversations as c', 'c.id', 'm.conversation_id')
        .where('m.conversation_id', 'in', ids).where('m.sender', '=', sender).whereRef('m.id', '>', readColumn)
        .select(['m.conversation_id', (e) => e.fn.countAll<number>().as('n')]).groupBy('m.conversation_id').execute();
      return new Map(rows.map((r) => [Number(r.conversation_id), Number(r.n)]));
    },
    /** All agent messages a user has not read, over all their conversations. */
    async unreadOfUser(x: Executor, userId: number): Promise<number> {
      const r = await x.selectFrom('support_messages as m')
        .innerJoin('support_conversations as c', 'c.id', 'm.conversation_id')
        .where('c.user_id', '=', userId).where('m.sender', '=', 'agent').whereRef('m.id', '>', 'c.user_read_id')
        .select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;
