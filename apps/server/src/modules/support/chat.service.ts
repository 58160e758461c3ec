import type { AgentConversation, Conversation, ConversationDetail, InboxBox, SupportMessage } from '@candor/shared';
import type { Bus } from '../../platform/bus/bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Transactions } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/errors.js';
import type { UploadsService } from '../uploads/index.js';
import { createChatRepo, type ChatRepo, type ConversationRow, type MessageRow } from './chat.repo.js';
import './support.events.js';

/** The uploads purpose of chat images; agents of the support_chat resource may open them. */
export const SUPPORT_ATTACHMENT = 'support_attachment';

export type Agent = { id: number; name: string };

const messageOut = (m: MessageRow): SupportMessage => ({
  id: Number(m.id), conversation_id: Number(m.conversation_id), sender: m.sender, agent: m.agent_name, text: m.body,
  image_id: m.upload_id === null ? null : Number(m.upload_id), created_at: Number(m.created_at),
});
const preview = (m: MessageRow | undefined) => (m ? (m.body.slice(0, 80) || (m.upload_id !== null ? '[image]' : '')) : '');

/**
 * The live support chat. A user has at most one open conversation and reads and writes only their own; an agent takes
 * an unassigned one (once: two agents at the same moment, one wins), answers it and closes it. Each side's unread
 * count is the other side's messages after the last it read. A new message reaches the user's websocket through the
 * bus after its commit. Nothing here touches money.
 */
export class ChatService {
  readonly repo: ChatRepo;

  constructor(
    private readonly db: Db, private readonly clock: Clock, private readonly transactions: Transactions,
    private readonly bus: Bus, private readonly uploads: Pick<UploadsService, 'owned'>,
  ) {
    this.repo = createChatRepo(db);
  }

  // ---- the user's side ----

  async list(userId: number): Promise<Conversation[]> {
    const rows = await this.repo.ofUser(userId);
    const ids = rows.map((r) => Number(r.id));
    const [last, unread] = await Promise.all([this.repo.lastMessages(ids), this.repo.unread(ids, 'agent')]);
    return rows.map((r) => this.userView(r, unread.get(Number(r.id)) ?? 0, preview(last.get(Number(r.id)))));
  }

  /** The user's open conversation, or a new one. */
  async open(userId: number): Promise<ConversationDetail> {
    const existing = await this.repo.openOf(this.db, userId);
    if (existing) return this.read(userId, Number(existing.id));
    const now = this.clock.now();
    try {
      const id = await this.transactions.run((tx) => this.repo.insertConversation(tx, {
        user_id: userId, status: 'open', agent_id: null, agent_name: null, user_read_id: 0, agent_read_id: 0, created_at: now, last_message_at: now, closed_at: null, closed_by: null,
      }));
      this.bus.publish('support.inbox', { conversationId: id, event: 'opened' });
      return await this.read(userId, id);
    } catch (err) {
      // Another open at the same moment made it (one open conversation per user, a unique index): answer that one.
      const raced = await this.repo.openOf(this.db, userId);
      if (raced) return this.read(userId, Number(raced.id));
      throw err;
    }
  }

  /** One of the user's conversations with its messages; what the agent wrote is read from now. */
  async read(userId: number, id: number): Promise<ConversationDetail> {
    const c = await this.own(userId, id);
    const messages = await this.repo.messages(this.db, id);
    const lastId = messages.length > 0 ? Number(messages[messages.length - 1]?.id) : 0;
    if (lastId > Number(c.user_read_id)) await this.repo.update(this.db, id, { user_read_id: lastId });
    return { ...this.userView(c, 0, preview(messages[messages.length - 1])), messages: messages.map(messageOut) };
  }

  async send(userId: number, id: number, input: { text: string; image_id?: number | undefined }): Promise<SupportMessage> {
    const text = input.text.trim();
    if (!text && input.image_id === undefined) throw new AppError('support_empty_message');
    const c = await this.own(userId, id);
    if (c.status !== 'open') throw new AppError('support_closed');
    const now = this.clock.now();
    const row = await this.transactions.run(async (tx) => {
      if (input.image_id !== undefined) await this.uploads.owned(input.image_id, userId, SUPPORT_ATTACHMENT, tx);
      const m = await this.repo.insertMessage(tx, { conversation_id: id, sender: 'user', agent_id: null, agent_name: null, body: text, upload_id: input.image_id ?? null, created_at: now });
      // The user has read their own conversation up to what they wrote.
      if (!(await this.repo.update(tx, id, { last_message_at: now, user_read_id: Number(m.id) }, { status: 'open' }))) throw new AppError('support_closed');
      return m;
    });
    this.bus.publish('support.inbox', { conversationId: id, event: 'user_message' });
    return messageOut(row);
  }

  unreadCount(userId: number): Promise<number> {
    return this.repo.unreadOfUser(this.db, userId);
  }

  // ---- the agents' side ----

  async inbox(box: InboxBox, agentId: number, limit: number, offset: number): Promise<{ total: number; items: AgentConversation[] }> {
    const { items, total } = await this.repo.inbox(box, agentId, limit, offset);
    const ids = items.map((r) => Number(r.id));
    const [last, unread] = await Promise.all([this.repo.lastMessages(ids), this.repo.unread(ids, 'user')]);
    return { total, items: items.map((r) => agentView(r, unread.get(Number(r.id)) ?? 0, preview(last.get(Number(r.id))))) };
  }

  /** A conversation and its messages for an agent; the one who took it has read the user's messages from now. */
  async agentRead(agentId: number, id: number): Promise<{ conversation: AgentConversation; messages: SupportMessage[] }> {
    const c = await this.repo.conversation(this.db, id);
    if (!c) throw new AppError('support_not_found');
    const messages = await this.repo.messages(this.db, id);
    const lastId = messages.length > 0 ? Number(messages[messages.length - 1]?.id) : 0;
    let unread = 0;
    if (c.agent_id !== null && Number(c.agent_id) === agentId) {
      if (lastId > Number(c.agent_read_id)) await this.repo.update(this.db, id, { agent_read_id: lastId });
    } else {
      unread = messages.filter((m) => m.sender === 'user' && Number(m.id) > Number(c.agent_read_id)).length;
    }
    return { conversation: agentView(c, unread, preview(messages[messages.length - 1])), messages: messages.map(messageOut) };
  }

  /** Takes an unassigned open conversation; refused when another agent has it or it is closed. */
  async take(agent: Agent, id: number): Promise<void> {
    const done = await this.transactions.run((tx) => this.repo.update(tx, id, { agent_id: agent.id, agent_name: agent.name }, { status: 'open', agentId: null }));
    if (done) return this.bus.publish('support.inbox', { conversationId: id, event: 'taken' });
    const c = await this.repo.conversation(this.db, id);
    if (!c) throw new AppError('support_not_found');
    if (c.status === 'closed') throw new AppError('support_closed');
    if (Number(c.agent_id) !== agent.id) throw new AppError('support_taken');
  }

  /** The agent's answer: stored, then sent to the user's websocket once committed. */
  async answer(agent: Agent, id: number, text: string): Promise<SupportMessage> {
    const now = this.clock.now();
    const { row, userId } = await this.transactions.run(async (tx) => {
      const c = await this.mine(tx, agent.id, id);
      const m = await this.repo.insertMessage(tx, { conversation_id: id, sender: 'agent', agent_id: agent.id, agent_name: agent.name, body: text.trim(), upload_id: null, created_at: now });
      await this.repo.update(tx, id, { last_message_at: now, agent_read_id: Number(m.id) });
      return { row: m, userId: Number(c.user_id) };
    });
    const message = messageOut(row);
    const unread = await this.repo.unreadOfUser(this.db, userId);
    this.bus.publish('support.message', { userId, conversationId: id, status: 'open', message, unread });
    this.bus.publish('support.inbox', { conversationId: id, event: 'answered' });
    return message;
  }

  /** Closes a conversation the agent took; the user's open chat page hears of it at once. */
  async close(agent: Agent, id: number): Promise<void> {
    const userId = await this.transactions.run(async (tx) => {
      const c = await this.mine(tx, agent.id, id);
      await this.repo.update(tx, id, { status: 'closed', closed_at: this.clock.now(), closed_by: agent.id }, { status: 'open', agentId: agent.id });
      return Number(c.user_id);
    });
    this.bus.publish('support.message', { userId, conversationId: id, status: 'closed', message: null, unread: await this.repo.unreadOfUser(this.db, userId) });
    this.bus.publish('support.inbox', { conversationId: id, event: 'closed' });
  }

  /** How many conversations a user has had (the account summary). */
  countOf(userId: number): Promise<number> {
    return this.repo.countOfUser(userId);
  }

  private async own(userId: number, id: number): Promise<ConversationRow> {
    const c = await this.repo.conversation(this.db, id);
    // Another user's conversation is answered exactly like one that does not exist.
    if (!c || Number(c.user_id) !== userId) throw new AppError('support_not_found');
    return c;
  }

  private async mine(tx: Parameters<ChatRepo['conversation']>[0], agentId: number, id: number): Promise<ConversationRow> {
    const c = await this.repo.conversation(tx, id);
    if (!c) throw new AppError('support_not_found');
    if (c.status === 'closed') throw new AppError('support_closed');
    if (c.agent_id === null || Number(c.agent_id) !== agentId) throw new AppError('support_not_yours');
    return c;
  }

  private userView(c: ConversationRow, unread: number, lastText: string): Conversation {
    return {
      id: Number(c.id), status: c.status, agent: c.agent_name, created_at: Number(c.created_at), last_message_at: Number(c.last_message_at),
      closed_at: c.closed_at === null ? null : Number(c.closed_at), unread, preview: lastText,
    };
  }
}

function agentView(c: ConversationRow, unread: number, lastText: string): AgentConversation {
  return {
    id: Number(c.id), status: c.status, user_id: Number(c.user_id), user: '', agent_id: c.agent_id === null ? null : Number(c.agent_id),
    agent: c.agent_name, created_at: Number(c.created_at), last_message_at: Number(c.last_message_at),
    closed_at: c.closed_at === null ? null : Number(c.closed_at), unread, preview: lastText,
  };
}
