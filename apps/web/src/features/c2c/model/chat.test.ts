import type { C2cChatMessage } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { cleanMessage, lastId, mergeMessages, unreadCount } from './chat';

const msg = (id: number, mine: boolean, at = id): C2cChatMessage => ({
  id, order_id: 1, from: mine ? 'buyer' : 'seller', mine, kind: 'text', text: `m${id}`, image_id: null, created_at: at,
});

describe('the order chat', () => {
  it('merges history and live messages once each, oldest first', () => {
    const merged = mergeMessages([msg(2, true), msg(1, false)], [msg(2, true), msg(3, false)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(lastId(merged)).toBe(3);
    expect(lastId([])).toBe(0);
  });
  it('counts unread messages from the other side only', () => {
    const list = [msg(1, false), msg(2, true), msg(3, false)];
    expect(unreadCount(list, 0)).toBe(2);
    expect(unreadCount(list, 2)).toBe(1);
  });
  it('sends only a real message', () => {
    expect(cleanMessage('   ')).toBeNull();
    expect(cleanMessage(' hi ')).toBe('hi');
    expect(cleanMessage('x'.repeat(1200))?.length).toBe(1000);
  });
});
