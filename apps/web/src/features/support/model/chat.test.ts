import type { ConversationDetail, SupportMessage } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { applyEvent, canSend, withMessage } from './chat';
import { idOfSearch } from './paths';

const msg = (id: number, over: Partial<SupportMessage> = {}): SupportMessage =>
  ({ id, conversation_id: 1, sender: 'agent', agent: 'sue', text: `m${id}`, image_id: null, created_at: id, ...over });
const conv: ConversationDetail = { id: 1, status: 'open', agent: null, created_at: 0, last_message_at: 0, closed_at: null, unread: 0, preview: '', messages: [msg(1, { sender: 'user', agent: null })] };

describe('support chat model', () => {
  it('adds a message once, in order, and names the agent', () => {
    const c = withMessage(withMessage(conv, msg(3)), msg(2));
    expect(c.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(withMessage(c, msg(3)).messages).toHaveLength(3);
    expect(c.agent).toBe('sue');
  });
  it('ignores events of another conversation', () => {
    expect(applyEvent(conv, { conversation_id: 2, status: 'open', unread: 1, message: msg(5, { conversation_id: 2 }) })).toBe(conv);
    expect(applyEvent(undefined, { conversation_id: 1, status: 'open', unread: 1, message: msg(5) })).toBeUndefined();
  });
  it('closes the conversation shown when the agent closes it', () => {
    expect(applyEvent(conv, { conversation_id: 1, status: 'closed', unread: 0, message: null })?.status).toBe('closed');
  });
  it('needs a text or an image; reads ids', () => {
    expect(canSend('  ', null)).toBe(false);
    expect(canSend('', 4)).toBe(true);
    expect(idOfSearch('?id=12')).toBe(12);
    expect(idOfSearch('?id=x')).toBeNull();
  });
});
