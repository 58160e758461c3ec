import { describe, expect, it } from 'vitest';
import { createOrderBook, DEFAULT_STP, FastOrderBook, MatchingError, ReferenceOrderBook } from '@candor/matching';

describe('@candor/matching entry', () => {
  it('creates the fast book and exports both implementations', () => {
    const book = createOrderBook({ orders: 8 });
    expect(book).toBeInstanceOf(FastOrderBook);
    expect(new ReferenceOrderBook().size).toBe(0);
    expect(DEFAULT_STP).toBe('cancel_taker');
    expect(() => book.submit({ type: 'market', id: 1, owner: 1, side: 'buy', qty: 0 })).toThrow(MatchingError);
  });
});
