import type { SupportMessage } from '@candor/shared';

/** A message in a user's support conversation (after its commit): the realtime module sends it to that user only. */
export type SupportMessageEvent = { userId: number; conversationId: number; message: SupportMessage; unread: number };

declare module '../../platform/bus/bus.js' {
  interface Topics {
    'support.message': SupportMessageEvent;
  }
}
