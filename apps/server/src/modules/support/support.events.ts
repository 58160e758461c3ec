import type { ConversationStatus, SupportMessage } from '@candor/shared';

/**
 * An agent's message in a user's support conversation, or its close (message null), after its commit: the realtime
 * module sends it to that user only.
 */
export type SupportMessageEvent = { userId: number; conversationId: number; status: ConversationStatus; message: SupportMessage | null; unread: number };

/** What changed in the agents' inbox (a conversation opened, a user wrote, an agent took, answered or closed it): agents' screens re-read. */
export type SupportInboxEvent = { conversationId: number; event: 'opened' | 'user_message' | 'taken' | 'answered' | 'closed' };

declare module '../../platform/bus/bus.js' {
  interface Topics {
    'support.message': SupportMessageEvent;
    'support.inbox': SupportInboxEvent;
  }
}
