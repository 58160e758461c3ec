import { describe, expect, it } from 'vitest';
import { buy, checked, fill, type MakeBook, result, seed, sell } from './harness.js';

/** Cancels, depth snapshots, best prices and size. */
export function cancelDepthContract(make: MakeBook): void {
  describe('cancel', () => {
    it('removes a resting order and returns its lots', () => {
      const book = checked(make());
      seed(book, buy(1, 100, 5), buy(2, 99, 1));
      expect(book.cancel(1)).toBe(5);
      expect(book.get(1)).toBeUndefined();
      expect([book.size, book.bestBid()]).toEqual([1, 99]);
    });

    it('returns 0 for an unknown id and changes nothing', () => {
      const book = checked(make());
      seed(book, buy(1, 100, 5));
      for (const id of [42, -1, 1.5, Number.NaN]) expect(book.cancel(id)).toBe(0);
      expect(book.get(-1)).toBeUndefined();
      expect(book.size).toBe(1);
    });

    it('returns 0 for a filled order, and for a second cancel', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 1), sell(2, 100, 1));
      book.submit(buy(3, 100, 1));
      expect(book.cancel(1)).toBe(0);
      expect(book.cancel(2)).toBe(1);
      expect(book.cancel(2)).toBe(0);
      expect(book.cancel(3)).toBe(0);
    });

    it('returns what is left of a partially filled order', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 5));
      book.submit(buy(2, 100, 2));
      expect(book.cancel(1)).toBe(3);
    });

    it('keeps the queue order of the others at that price', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 1), sell(2, 100, 1), sell(3, 100, 1));
      book.cancel(2);
      expect(book.submit(buy(4, 100, 2))).toEqual(result(4, [fill(1, 4, 100, 1, 0), fill(3, 4, 100, 1, 0)]));
    });

    it('moves the best price when the best level empties', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 1), sell(2, 101, 1), buy(3, 98, 1), buy(4, 99, 1));
      book.cancel(1);
      book.cancel(4);
      expect([book.bestBid(), book.bestAsk()]).toEqual([98, 101]);
    });

    it('lets an id be used again once it no longer rests', () => {
      const book = checked(make());
      seed(book, buy(1, 100, 1));
      book.cancel(1);
      expect(book.submit(sell(1, 101, 2))).toEqual(result(1, [], { resting: 2 }));
      expect(book.get(1)?.side).toBe('sell');
    });
  });

  describe('depth', () => {
    it('aggregates each price level, best first', () => {
      const book = checked(make());
      seed(book, buy(1, 100, 2), buy(2, 100, 3), buy(3, 99, 1), buy(4, 97, 4));
      seed(book, sell(5, 101, 1), sell(6, 103, 2), sell(7, 103, 2));
      expect(book.depth(10)).toEqual({
        bids: [{ price: 100, qty: 5, orders: 2 }, { price: 99, qty: 1, orders: 1 }, { price: 97, qty: 4, orders: 1 }],
        asks: [{ price: 101, qty: 1, orders: 1 }, { price: 103, qty: 4, orders: 2 }],
      });
      expect(book.depth(2).bids).toEqual([{ price: 100, qty: 5, orders: 2 }, { price: 99, qty: 1, orders: 1 }]);
      expect(book.depth(0)).toEqual({ bids: [], asks: [] });
      expect(book.depth(Infinity)).toEqual(book.depth(3));
    });

    it('shows fills and cancels, and a price level used again', () => {
      const book = checked(make());
      seed(book, buy(1, 100, 2), buy(2, 99, 3), buy(3, 98, 1));
      book.cancel(2);
      book.submit(sell(4, 100, 1));
      expect(book.depth(5).bids).toEqual([{ price: 100, qty: 1, orders: 1 }, { price: 98, qty: 1, orders: 1 }]);
      seed(book, buy(5, 99, 7));
      expect(book.depth(5).bids).toEqual([
        { price: 100, qty: 1, orders: 1 }, { price: 99, qty: 7, orders: 1 }, { price: 98, qty: 1, orders: 1 },
      ]);
    });

    it('stays exact while most levels below the best empty and fill again', () => {
      const book = checked(make());
      for (let p = 1; p <= 60; p++) seed(book, buy(p, p, p));
      for (let p = 2; p < 60; p++) if (p % 7 !== 0) book.cancel(p);
      expect(book.depth(Infinity).bids.map((l) => l.price)).toEqual([60, 56, 49, 42, 35, 28, 21, 14, 7, 1]);
      for (let p = 3; p < 60; p += 4) seed(book, buy(100 + p, p, 1));
      const prices = book.depth(Infinity).bids.map((l) => l.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(prices).toHaveLength(10 + 15 - 2);
      expect(book.submit(sell(200, 1, 1000, { tif: 'IOC' })).filled).toBe(60 + 56 + 49 + 42 + 35 + 28 + 21 + 14 + 7 + 1 + 15);
      expect(book.size).toBe(0);
    });

    it('rejects a level count that is negative or not an integer', () => {
      const book = checked(make());
      for (const bad of [-1, 1.5, Number.NaN]) expect(() => book.depth(bad)).toThrow(RangeError);
    });

    it('is empty, with no best prices, on a new book', () => {
      const book = checked(make());
      expect(book.depth(10)).toEqual({ bids: [], asks: [] });
      expect([book.bestBid(), book.bestAsk(), book.size]).toEqual([null, null, 0]);
    });
  });
}
