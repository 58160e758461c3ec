import { describe, expect, it } from 'vitest';
import { buy, checked, fill, type MakeBook, marketBuy, result, seed, sell } from './harness.js';
import type { OrderBook, StpMode } from '../types.js';

/** Owner 7 meets its own ask (id 2) between two asks of owner 8. */
function ownInTheMiddle(make: MakeBook): OrderBook {
  const book = checked(make());
  seed(book, sell(1, 100, 2, { owner: 8 }), sell(2, 100, 2, { owner: 7 }), sell(3, 101, 2, { owner: 8 }));
  return book;
}

const own = { id: 2, owner: 7, qty: 2 };

/** Self-trade prevention in each mode, with limit, market, fill-or-kill and post-only orders. */
export function stpContract(make: MakeBook): void {
  describe('self-trade prevention', () => {
    it('cancels the taker by default and leaves the resting order', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 5, { owner: 7 }));
      expect(book.submit(buy(2, 100, 3, { owner: 7 }))).toEqual(result(2, [], { cancelled: 3, reason: 'self_trade' }));
      expect(book.get(1)?.qty).toBe(5);
      expect(book.get(2)).toBeUndefined();
    });

    it('cancel_taker: keeps the fills before its own order and cancels the rest', () => {
      const book = ownInTheMiddle(make);
      expect(book.submit(buy(4, 101, 5, { owner: 7, stp: 'cancel_taker' }))).toEqual(
        result(4, [fill(1, 4, 100, 2, 0, 8)], { cancelled: 3, reason: 'self_trade' }),
      );
      expect([book.get(2)?.qty, book.get(3)?.qty, book.get(4)]).toEqual([2, 2, undefined]);
    });

    it('cancel_maker: cancels its own order and goes on matching, then rests', () => {
      const book = ownInTheMiddle(make);
      expect(book.submit(buy(4, 101, 5, { owner: 7, stp: 'cancel_maker' }))).toEqual(
        result(4, [fill(1, 4, 100, 2, 0, 8), fill(3, 4, 101, 2, 0, 8)], { resting: 1, stpCancelled: [own] }),
      );
      expect(book.depth(5)).toEqual({ bids: [{ price: 101, qty: 1, orders: 1 }], asks: [] });
    });

    it('cancel_both: cancels its own order and the taker', () => {
      const book = ownInTheMiddle(make);
      expect(book.submit(buy(4, 101, 5, { owner: 7, stp: 'cancel_both' }))).toEqual(
        result(4, [fill(1, 4, 100, 2, 0, 8)], { cancelled: 3, reason: 'self_trade', stpCancelled: [own] }),
      );
      expect(book.depth(5)).toEqual({ bids: [], asks: [{ price: 101, qty: 2, orders: 1 }] });
    });

    it('does not act on an own order beyond the limit', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 2, { owner: 8 }), sell(2, 102, 2, { owner: 7 }));
      expect(book.submit(buy(3, 101, 3, { owner: 7 }))).toEqual(result(3, [fill(1, 3, 100, 2, 0, 8)], { resting: 1 }));
    });

    it('applies to market orders', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 2, { owner: 7 }), sell(2, 101, 2, { owner: 7 }));
      expect(book.submit(marketBuy(3, 3, { owner: 7, stp: 'cancel_maker' }))).toEqual(
        result(3, [], { cancelled: 3, reason: 'no_liquidity', stpCancelled: [{ id: 1, owner: 7, qty: 2 }, { id: 2, owner: 7, qty: 2 }] }),
      );
      expect(book.size).toBe(0);
    });

    it('fill or kill counts past its own orders only under cancel_maker', () => {
      const mode = (stp: StpMode) => {
        const book = checked(make());
        seed(book, sell(1, 100, 2, { owner: 8 }), sell(2, 100, 2, { owner: 7 }), sell(3, 100, 2, { owner: 8 }));
        return { book, r: book.submit(buy(4, 100, 4, { owner: 7, tif: 'FOK', stp })) };
      };
      for (const stp of ['cancel_taker', 'cancel_both'] as const) {
        const { book, r } = mode(stp);
        expect(r).toEqual(result(4, [], { cancelled: 4, reason: 'fok_not_fillable' }));
        expect(book.size).toBe(3);
      }
      const { book, r } = mode('cancel_maker');
      expect(r).toEqual(result(4, [fill(1, 4, 100, 2, 0, 8), fill(3, 4, 100, 2, 0, 8)], { stpCancelled: [own] }));
      expect(book.size).toBe(0);
    });

    it('fill or kill that fills before its own order leaves that order alone', () => {
      const book = ownInTheMiddle(make);
      expect(book.submit(buy(4, 101, 2, { owner: 7, tif: 'FOK', stp: 'cancel_both' }))).toEqual(
        result(4, [fill(1, 4, 100, 2, 0, 8)]),
      );
      expect(book.get(2)?.qty).toBe(2);
    });

    it('rejects a post-only order crossing its own order as crossing', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 2, { owner: 7 }));
      expect(book.submit(buy(2, 100, 1, { owner: 7, postOnly: true, stp: 'cancel_maker' }))).toEqual(
        result(2, [], { cancelled: 1, reason: 'post_only_would_cross' }),
      );
      expect(book.size).toBe(1);
    });

    it('trades freely between different owners', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 2, { owner: 7 }));
      expect(book.submit(buy(2, 100, 2, { owner: 8, stp: 'cancel_both' }))).toEqual(result(2, [fill(1, 2, 100, 2, 0, 7)]));
    });
  });
}
