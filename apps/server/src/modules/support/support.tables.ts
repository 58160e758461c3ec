import type { Generated } from 'kysely';

type Flag = 0 | 1;

/** A FAQ category; its names per language are a JSON object ({"en": "...", "de": "..."}), English required. */
export type SupportFaqCategoriesTable = {
  id: Generated<number>;
  sort: number;
  names: string;
  sample: Flag;
  created_at: number;
  updated_at: number;
};

/** A FAQ article: its place and whether users see it; its texts are per language. */
export type SupportFaqArticlesTable = {
  id: Generated<number>;
  category_id: number;
  sort: number;
  published: Flag;
  sample: Flag;
  created_at: number;
  updated_at: number;
};

/** One language of a FAQ article (the body is HTML as sanitised when it was saved). */
export type SupportFaqTextsTable = {
  article_id: number;
  lang: string;
  title: string;
  body: string;
  updated_by: number | null;
  updated_at: number;
};

export type ConversationStatusColumn = 'open' | 'closed';

/**
 * A user's conversation with support. Unassigned while agent_id is null; an agent takes it, answers and closes it.
 * What each side has read is the last message id it saw: unread counts are the other side's messages after it.
 */
export type SupportConversationsTable = {
  id: Generated<number>;
  user_id: number;
  status: ConversationStatusColumn;
  agent_id: number | null;
  /** The taking agent's name as it was when they took it (shown to the user). */
  agent_name: string | null;
  user_read_id: number;
  agent_read_id: number;
  created_at: number;
  last_message_at: number;
  closed_at: number | null;
  closed_by: number | null;
};

/** A message: text and/or a private image upload; never edited, never deleted (the history). */
export type SupportMessagesTable = {
  id: Generated<number>;
  conversation_id: number;
  sender: 'user' | 'agent';
  agent_id: number | null;
  agent_name: string | null;
  body: string;
  upload_id: number | null;
  created_at: number;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    support_faq_categories: SupportFaqCategoriesTable;
    support_faq_articles: SupportFaqArticlesTable;
    support_faq_texts: SupportFaqTextsTable;
    support_conversations: SupportConversationsTable;
    support_messages: SupportMessagesTable;
  }
}

/** The tables the support module owns. */
export const supportTables = ['support_faq_categories', 'support_faq_articles', 'support_faq_texts', 'support_conversations', 'support_messages'] as const;
