import { z } from 'zod';
import { LANGS } from '../enums.js';
import { idField, idParams, pageQuery, paged, text, wholeNumber } from './common.js';
import { route } from './contract.js';

/**
 * The API contract of the support module: the help centre's FAQ (categories and articles per language, English the
 * fallback) and the live support chat between a user and the back office's support agents. A user reads and writes
 * only their own conversations; agents take, answer and close them (resource support_chat).
 */

const tags = ['support'];
const admin = ['admin'];
const langField = z.enum(LANGS);

/** Where the in-app chat lives (get_customer_url answers it: no third-party link). */
export const SUPPORT_CHAT_PATH = '/pages/help-center/chat';

export const customerUrl = z.object({ url: z.string().describe('the in-app chat page') });
export type CustomerUrl = z.output<typeof customerUrl>;

/** A FAQ category in the request's language (else English). */
export const faqCategory = z.object({ id: z.number(), name: z.string(), sort: z.number(), articles: z.number().describe('published articles') });
export type FaqCategory = z.output<typeof faqCategory>;

/** A FAQ article as users read it: `lang` is the language served (English when the asked one has none). */
export const faqArticle = z.object({
  id: z.number(), category_id: z.number(), lang: langField, title: z.string(),
  body: z.string().describe('HTML, sanitised on the server'), sample: z.boolean().describe('sample text shipped with a trial install'),
  updated_at: z.number(),
});
export type FaqArticle = z.output<typeof faqArticle>;
export const faqItem = faqArticle.omit({ body: true });
export type FaqItem = z.output<typeof faqItem>;

export const CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const MESSAGE_SENDERS = ['user', 'agent'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** One message of a conversation; an image is a private upload (the user reads it at /api/uploads/:id, agents at /api/admin/uploads/:id). */
export const supportMessage = z.object({
  id: z.number(), conversation_id: z.number(), sender: z.enum(MESSAGE_SENDERS),
  agent: z.string().nullable().describe('the agent\'s name shown to the user'), text: z.string(),
  image_id: z.number().nullable(), created_at: z.number(),
});
export type SupportMessage = z.output<typeof supportMessage>;

/** A conversation as its user sees it. */
export const conversation = z.object({
  id: z.number(), status: z.enum(CONVERSATION_STATUSES), agent: z.string().nullable(), created_at: z.number(),
  last_message_at: z.number(), closed_at: z.number().nullable(), unread: z.number().describe('agent messages the user has not read'),
  preview: z.string(),
});
export type Conversation = z.output<typeof conversation>;
export const conversationDetail = conversation.extend({ messages: z.array(supportMessage) });
export type ConversationDetail = z.output<typeof conversationDetail>;

export const newMessageBody = z.object({
  text: text(2000).optional().default(''),
  image_id: idField.optional().describe('an image this user uploaded with support/attachments'),
});

export const uploadedAttachment = z.object({ id: z.number(), url: z.string(), mime: z.string(), width: z.number(), height: z.number() });
export type UploadedAttachment = z.output<typeof uploadedAttachment>;

/** The websocket's private `support` channel: a new agent message in one of the user's conversations, or its close (message null). */
export const supportEvent = z.object({
  conversation_id: z.number(), status: z.enum(CONVERSATION_STATUSES), message: supportMessage.nullable(), unread: z.number(),
});
export type SupportEvent = z.output<typeof supportEvent>;

// ---- the back office ----

export const INBOX_BOXES = ['unassigned', 'mine', 'closed'] as const;
export type InboxBox = (typeof INBOX_BOXES)[number];

export const agentConversation = conversation.omit({ unread: true, agent: true }).extend({
  user_id: z.number(), user: z.string().describe('the user\'s account (masked for display only where shown)'),
  agent_id: z.number().nullable(), agent: z.string().nullable(), unread: z.number().describe('user messages no agent has read'),
});
export type AgentConversation = z.output<typeof agentConversation>;

/** What an agent sees of the user: their account, its verification and real balances (no risk or outcome field). */
export const accountSummary = z.object({
  id: z.number(), account: z.string(), email: z.string().nullable(), phone: z.string().nullable(), kyc: z.string(),
  registered_at: z.number(), balances: z.array(z.object({ asset: z.string(), kind: z.string(), available: z.string(), locked: z.string() })),
  conversations: z.number(),
});
export type AccountSummary = z.output<typeof accountSummary>;

export const agentConversationDetail = agentConversation.extend({ messages: z.array(supportMessage), account: accountSummary });
export type AgentConversationDetail = z.output<typeof agentConversationDetail>;

/** A FAQ category or article with every language, for the editor. */
export const faqCategoryAdmin = z.object({ id: z.number(), sort: z.number(), names: z.record(z.string(), z.string()), sample: z.boolean() });
export type FaqCategoryAdmin = z.output<typeof faqCategoryAdmin>;
export const faqTextAdmin = z.object({ lang: langField, title: z.string(), body: z.string(), updated_at: z.number(), updated_by: z.number().nullable() });
export const faqArticleAdmin = z.object({
  id: z.number(), category_id: z.number(), sort: z.number(), published: z.boolean(), sample: z.boolean(),
  texts: z.array(faqTextAdmin), updated_at: z.number(),
});
export type FaqArticleAdmin = z.output<typeof faqArticleAdmin>;
export const faqAdmin = z.object({ categories: z.array(faqCategoryAdmin), articles: z.array(faqArticleAdmin) });
export type FaqAdmin = z.output<typeof faqAdmin>;

const published = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');
export const faqCategoryBody = z.object({
  sort: wholeNumber(0, 10_000).default(0),
  names: z.partialRecord(langField, text(100)).refine((n) => (n.en ?? '').trim() !== '', { message: 'invalid_request' }).describe('per language; English required'),
});
export const faqArticleBody = z.object({ category_id: idField, sort: wholeNumber(0, 10_000).default(0), published: published.default(false) });
export const faqTextBody = z.object({
  lang: langField,
  title: text(200).pipe(z.string().trim().min(1, { message: 'invalid_request' })),
  body: z.string().max(100_000, { message: 'invalid_request' }).describe('HTML; sanitised'),
});

export const supportRoutes = {
  customerUrl: route({
    method: 'GET', path: '/get_customer_url', tags, access: 'public', summary: 'Where support is: the in-app chat page', response: customerUrl,
  }),
  categories: route({
    method: 'GET', path: '/help/categories', tags, access: 'public', summary: 'FAQ categories in the request\'s language (else English)',
    response: z.array(faqCategory),
  }),
  articles: route({
    method: 'GET', path: '/help/articles', tags, access: 'public',
    summary: 'Published FAQ articles of a category, or those matching a search (title or text, the request\'s language and English)',
    query: pageQuery.extend({ category_id: idField.optional(), q: text(100).optional() }), response: paged(faqItem),
  }),
  article: route({
    method: 'GET', path: '/help/detail', tags, access: 'public', summary: 'One published FAQ article', query: z.object({ id: idField }), response: faqArticle,
  }),
  conversations: route({
    method: 'GET', path: '/support/conversations', tags, access: 'user', summary: 'Your conversations with support, newest first', response: z.array(conversation),
  }),
  open: route({
    method: 'POST', path: '/support/conversations', tags, access: 'user', summary: 'Your open conversation, or a new one', response: conversationDetail,
  }),
  conversation: route({
    method: 'GET', path: '/support/conversations/:id', tags, access: 'user',
    summary: 'One of your conversations with every message; marks the agent\'s messages read', params: idParams, response: conversationDetail,
  }),
  send: route({
    method: 'POST', path: '/support/conversations/:id/messages', tags, access: 'user',
    summary: 'Write in your open conversation (text, an image, or both)', params: idParams, body: newMessageBody, response: supportMessage,
  }),
  attach: route({
    method: 'POST', path: '/support/attachments', tags, access: 'user',
    summary: 'Upload an image for the chat (multipart, one JPEG, PNG or WebP file, at most 5 MB); private', response: uploadedAttachment,
  }),
  unread: route({
    method: 'GET', path: '/support/unread', tags, access: 'user', summary: 'How many support answers you have not read', response: z.object({ count: z.number() }),
  }),
  inbox: route({
    method: 'GET', path: '/admin/support/conversations', tags: admin, access: 'admin', summary: 'The support inbox: unassigned, mine or closed',
    query: pageQuery.extend({ box: z.enum(INBOX_BOXES).default('unassigned') }), response: paged(agentConversation),
  }),
  agentConversation: route({
    method: 'GET', path: '/admin/support/conversations/:id', tags: admin, access: 'admin',
    summary: 'A conversation with its messages and the user\'s account summary', params: idParams, response: agentConversationDetail,
  }),
  take: route({
    method: 'POST', path: '/admin/support/conversations/:id/take', tags: admin, access: 'admin', summary: 'Take an unassigned conversation',
    params: idParams, response: agentConversationDetail,
  }),
  answer: route({
    method: 'POST', path: '/admin/support/conversations/:id/messages', tags: admin, access: 'admin',
    summary: 'Answer in a conversation you took; the user gets it live', params: idParams,
    body: z.object({ text: text(2000).pipe(z.string().trim().min(1, { message: 'invalid_request' })) }), response: supportMessage,
  }),
  close: route({
    method: 'POST', path: '/admin/support/conversations/:id/close', tags: admin, access: 'admin', summary: 'Close a conversation you took',
    params: idParams, response: agentConversationDetail,
  }),
  faq: route({
    method: 'GET', path: '/admin/support/faq', tags: admin, access: 'admin', summary: 'Every FAQ category and article, every language', response: faqAdmin,
  }),
  createCategory: route({
    method: 'POST', path: '/admin/support/faq/categories', tags: admin, access: 'admin', summary: 'A new FAQ category', body: faqCategoryBody, response: faqAdmin,
  }),
  updateCategory: route({
    method: 'POST', path: '/admin/support/faq/categories/:id', tags: admin, access: 'admin', summary: 'Rename or reorder a FAQ category',
    params: idParams, body: faqCategoryBody, response: faqAdmin,
  }),
  createArticle: route({
    method: 'POST', path: '/admin/support/faq/articles', tags: admin, access: 'admin', summary: 'A new FAQ article (no text yet)', body: faqArticleBody, response: faqAdmin,
  }),
  updateArticle: route({
    method: 'POST', path: '/admin/support/faq/articles/:id', tags: admin, access: 'admin', summary: 'Move, reorder, publish or withdraw a FAQ article',
    params: idParams, body: faqArticleBody, response: faqAdmin,
  }),
  saveText: route({
    method: 'POST', path: '/admin/support/faq/articles/:id/texts', tags: admin, access: 'admin',
    summary: 'Save one language of a FAQ article (the body is sanitised)', params: idParams, body: faqTextBody, response: faqAdmin,
  }),
} as const;
