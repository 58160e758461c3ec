import type { ConversationDetail, SupportEvent, SupportMessage } from '@candor/shared';

/** Adds a message to a conversation once (the live event and the send's answer may both bring it), in id order. */
export function withMessage(c: ConversationDetail, m: SupportMessage): ConversationDetail {
  if (m.conversation_id !== c.id || c.messages.some((x) => x.id === m.id)) return c;
  const messages = [...c.messages, m].sort((a, b) => a.id - b.id);
  return { ...c, messages, last_message_at: Math.max(c.last_message_at, m.created_at), agent: m.agent ?? c.agent };
}

/** A live event applied to the conversation shown (another conversation's event leaves it as it is). */
export function applyEvent(c: ConversationDetail | undefined, e: SupportEvent): ConversationDetail | undefined {
  if (!c || c.id !== e.conversation_id) return c;
  const next = e.message ? withMessage(c, e.message) : c;
  return next.status === e.status ? next : { ...next, status: e.status };
}

/** A message needs a text or an image. */
export const canSend = (text: string, imageId: number | null): boolean => text.trim() !== '' || imageId !== null;
