import { describe, expect, it } from 'vitest';
import { buy, checked, fill, type MakeBook, result, seed, sell } from './harness.js';

/** Price-time priority, partial fills, walking the book, resting remainders. */
export function priorityContract(make: MakeBook): void {
  describe('price-time priority', () => {
    it('rests a limit order that does not cross', () => {
      const book = checked(make());
      expect(book.submit(buy(1, 100, 5))).toEqual(result(1, [], { resting: 5 }));
      expect(book.get(1)).toEqual({ id: 1, owner: 1, side: 'buy', price: 100, qty: 5 });
      expect([book.bestBid(), book.bestAsk(), book.size]).toEqual([100, null, 1]);
    });

    it('rests a sell above the best bid without trading', () => {
      const book = checked(make());
      seed(book, buy(1, 100, 1));
      expect(book.submit(sell(2, 101, 1))).toEqual(result(2, [], { resting: 1 }));
      expect([book.bestBid(), book.bestAsk(), book.size]).toEqual([100, 101, 2]);
    });

    it("trades at the resting order's price, not the taker's limit", () => {
      const book = checked(make());
      seed(book, sell(1, 100, 5));
      expect(book.submit(buy(2, 105, 5))).toEqual(result(2, [fill(1, 2, 100, 5, 0)]));
      expect(book.size).toBe(0);
      expect([book.bestBid(), book.bestAsk()]).toEqual([null, null]);
    });

    it('fills orders at one price first come, first served', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 2), sell(2, 100, 2), sell(3, 100, 2));
      expect(book.submit(buy(4, 100, 5))).toEqual(
        result(4, [fill(1, 4, 100, 2, 0), fill(2, 4, 100, 2, 0), fill(3, 4, 100, 1, 1)]),
      );
      expect(book.get(3)?.qty).toBe(1);
      expect(book.size).toBe(1);
    });

    it('fills a better price before an earlier order at a worse one', () => {
      const book = checked(make());
      seed(book, sell(1, 101, 1), sell(2, 100, 1));
      expect(book.submit(buy(3, 101, 2))).toEqual(result(3, [fill(2, 3, 100, 1, 0), fill(1, 3, 101, 1, 0)]));
    });

    it('takes the highest bids first for a sell', () => {
      const book = checked(make());
      seed(book, buy(1, 99, 1), buy(2, 100, 1), buy(3, 100, 1));
      expect(book.submit(sell(4, 99, 3))).toEqual(
        result(4, [fill(2, 4, 100, 1, 0), fill(3, 4, 100, 1, 0), fill(1, 4, 99, 1, 0)]),
      );
    });

    it('walks the book up to its limit and rests the remainder there', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 1), sell(2, 101, 2), sell(3, 103, 5));
      expect(book.submit(buy(4, 102, 6))).toEqual(
        result(4, [fill(1, 4, 100, 1, 0), fill(2, 4, 101, 2, 0)], { resting: 3 }),
      );
      expect(book.get(4)).toEqual({ id: 4, owner: 4, side: 'buy', price: 102, qty: 3 });
      expect([book.bestBid(), book.bestAsk()]).toEqual([102, 103]);
      expect(book.depth(5)).toEqual({ bids: [{ price: 102, qty: 3, orders: 1 }], asks: [{ price: 103, qty: 5, orders: 1 }] });
    });

    it('keeps the place of a partially filled resting order', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 5), sell(2, 100, 5));
      expect(book.submit(buy(3, 100, 2))).toEqual(result(3, [fill(1, 3, 100, 2, 3)]));
      expect(book.submit(buy(4, 100, 4))).toEqual(result(4, [fill(1, 4, 100, 3, 0), fill(2, 4, 100, 1, 4)]));
      expect(book.get(1)).toBeUndefined();
      expect(book.get(2)?.qty).toBe(4);
    });

    it('queues a later order at a price behind the ones already there', () => {
      const book = checked(make());
      seed(book, buy(1, 100, 1), buy(2, 101, 1), buy(3, 100, 1));
      expect(book.submit(sell(4, 100, 3))).toEqual(
        result(4, [fill(2, 4, 101, 1, 0), fill(1, 4, 100, 1, 0), fill(3, 4, 100, 1, 0)]),
      );
    });

    it('sweeps several levels on both sides in turn', () => {
      const book = checked(make());
      seed(book, buy(1, 98, 3), buy(2, 99, 3), sell(3, 101, 3), sell(4, 102, 3));
      expect(book.submit(sell(5, 97, 7))).toEqual(
        result(5, [fill(2, 5, 99, 3, 0), fill(1, 5, 98, 3, 0)], { resting: 1 }),
      );
      expect([book.bestBid(), book.bestAsk()]).toEqual([null, 97]);
      expect(book.submit(buy(6, 102, 5))).toEqual(
        result(6, [fill(5, 6, 97, 1, 0), fill(3, 6, 101, 3, 0), fill(4, 6, 102, 1, 2)]),
      );
      expect(book.depth(10)).toEqual({ bids: [], asks: [{ price: 102, qty: 2, orders: 1 }] });
    });

    it('handles quantities and prices near 2^53', () => {
      const book = checked(make());
      const big = Number.MAX_SAFE_INTEGER;
      seed(book, sell(1, big, big - 1));
      expect(book.submit(buy(2, big, big))).toEqual(result(2, [fill(1, 2, big, big - 1, 0)], { resting: 1 }));
      expect(book.get(2)).toEqual({ id: 2, owner: 2, side: 'buy', price: big, qty: 1 });
    });
  });
}
