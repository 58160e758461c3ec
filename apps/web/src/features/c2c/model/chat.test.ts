import { describe, expect, it } from 'vitest';
import { cleanMessage, mergeMessages, unreadCount, type ChatMessage } from './chat';

const msg = (id: number, from: ChatMessage['from'], at = id): ChatMessage => ({ id, order_id: 1, from, text: `m${id}`, image_id: null, at });

describe('the order chat', () => {
  it('merges history and live messages once each, oldest first', () => {
    const merged = mergeMessages([msg(2, 'me'), msg(1, 'other')], [msg(2, 'me'), msg(3, 'other')]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });
  it('counts unread messages from the other side only', () => {
    const list = [msg(1, 'other'), msg(2, 'me'), msg(3, 'other'), msg(4, 'support')];
    expect(unreadCount(list, 0)).toBe(3);
    expect(unreadCount(list, 3)).toBe(1);
  });
  it('sends only a real message', () => {
    expect(cleanMessage('   ')).toBeNull();
    expect(cleanMessage(' hi ')).toBe('hi');
    expect(cleanMessage('x'.repeat(600))?.length).toBe(500);
  });
});
