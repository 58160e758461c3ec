import { describe, expect, it } from 'vitest';
import { buy, checked, fill, type MakeBook, marketBuy, marketSell, result, seed, sell } from './harness.js';

/** Time in force, post only and market orders. */
export function tifContract(make: MakeBook): void {
  describe('immediate or cancel', () => {
    it('cancels the remainder after trading', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 3));
      expect(book.submit(buy(2, 100, 5, { tif: 'IOC' }))).toEqual(
        result(2, [fill(1, 2, 100, 3, 0)], { cancelled: 2, reason: 'ioc_remainder' }),
      );
      expect(book.size).toBe(0);
      expect(book.get(2)).toBeUndefined();
    });

    it('cancels all of it when nothing crosses', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 3));
      expect(book.submit(buy(2, 99, 5, { tif: 'IOC' }))).toEqual(result(2, [], { cancelled: 5, reason: 'ioc_remainder' }));
      expect(book.size).toBe(1);
    });

    it('reports no reason when it fills entirely', () => {
      const book = checked(make());
      seed(book, buy(1, 100, 5));
      expect(book.submit(sell(2, 100, 5, { tif: 'IOC' }))).toEqual(result(2, [fill(1, 2, 100, 5, 0)]));
    });
  });

  describe('fill or kill', () => {
    it('fills when the quantity within its limit is exactly enough', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 2), sell(2, 101, 3), sell(3, 102, 9));
      expect(book.submit(buy(4, 101, 5, { tif: 'FOK' }))).toEqual(result(4, [fill(1, 4, 100, 2, 0), fill(2, 4, 101, 3, 0)]));
      expect(book.size).toBe(1);
    });

    it('does nothing when one lot short', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 2), sell(2, 101, 3), sell(3, 102, 9));
      const before = book.depth(Infinity);
      expect(book.submit(buy(4, 101, 6, { tif: 'FOK' }))).toEqual(result(4, [], { cancelled: 6, reason: 'fok_not_fillable' }));
      expect(book.depth(Infinity)).toEqual(before);
      expect(book.get(1)?.qty).toBe(2);
    });

    it('does nothing on an empty book', () => {
      const book = checked(make());
      expect(book.submit(sell(1, 100, 1, { tif: 'FOK' }))).toEqual(result(1, [], { cancelled: 1, reason: 'fok_not_fillable' }));
      expect(book.size).toBe(0);
    });

    it('counts only the quantity at or better than its limit', () => {
      const book = checked(make());
      seed(book, buy(1, 100, 2), buy(2, 99, 10));
      expect(book.submit(sell(3, 100, 3, { tif: 'FOK' }))).toEqual(result(3, [], { cancelled: 3, reason: 'fok_not_fillable' }));
      expect(book.submit(sell(4, 99, 3, { tif: 'FOK' }))).toEqual(result(4, [fill(1, 4, 100, 2, 0), fill(2, 4, 99, 1, 9)]));
    });
  });

  describe('post only', () => {
    it('rests when it does not cross', () => {
      const book = checked(make());
      seed(book, sell(1, 101, 1));
      expect(book.submit(buy(2, 100, 4, { postOnly: true }))).toEqual(result(2, [], { resting: 4 }));
      expect(book.submit(sell(3, 102, 4, { postOnly: true }))).toEqual(result(3, [], { resting: 4 }));
    });

    it('is rejected whole when it would trade, even at an equal price', () => {
      const book = checked(make());
      seed(book, sell(1, 101, 1), buy(2, 99, 1));
      const before = book.depth(Infinity);
      expect(book.submit(buy(3, 101, 4, { postOnly: true }))).toEqual(result(3, [], { cancelled: 4, reason: 'post_only_would_cross' }));
      expect(book.submit(sell(4, 98, 2, { postOnly: true, tif: 'GTC' }))).toEqual(
        result(4, [], { cancelled: 2, reason: 'post_only_would_cross' }),
      );
      expect(book.depth(Infinity)).toEqual(before);
    });
  });

  describe('market orders', () => {
    it('takes what a thin book has and cancels the rest', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 2), sell(2, 105, 1));
      expect(book.submit(marketBuy(3, 5))).toEqual(
        result(3, [fill(1, 3, 100, 2, 0), fill(2, 3, 105, 1, 0)], { cancelled: 2, reason: 'no_liquidity' }),
      );
      expect(book.size).toBe(0);
    });

    it('cancels whole on an empty side', () => {
      const book = checked(make());
      seed(book, buy(1, 100, 2));
      expect(book.submit(marketBuy(2, 5))).toEqual(result(2, [], { cancelled: 5, reason: 'no_liquidity' }));
      expect(book.size).toBe(1);
    });

    it('fills from the best bid down and never rests', () => {
      const book = checked(make());
      seed(book, buy(1, 99, 4), buy(2, 100, 1), buy(3, 90, 4));
      expect(book.submit(marketSell(4, 3))).toEqual(result(4, [fill(2, 4, 100, 1, 0), fill(1, 4, 99, 2, 2)]));
      expect(book.get(4)).toBeUndefined();
      expect(book.bestAsk()).toBeNull();
    });

    it('stops a buy before it would spend more than its funds', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 5), sell(2, 110, 5));
      const qty = Number.MAX_SAFE_INTEGER;
      expect(book.submit(marketBuy(3, qty, { funds: 750 }))).toEqual(
        result(3, [fill(1, 3, 100, 5, 0), fill(2, 3, 110, 2, 3)], { cancelled: qty - 7, reason: 'funds_exhausted' }),
      );
    });

    it('stops on quantity first when the funds are ample', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 5));
      expect(book.submit(marketBuy(2, 3, { funds: 10_000 }))).toEqual(result(2, [fill(1, 2, 100, 3, 2)]));
    });

    it('caps what a sell receives with funds', () => {
      const book = checked(make());
      seed(book, buy(1, 100, 5));
      expect(book.submit(marketSell(2, 5, { funds: 250 }))).toEqual(
        result(2, [fill(1, 2, 100, 2, 3)], { cancelled: 3, reason: 'funds_exhausted' }),
      );
    });

    it('spends funds to the last tick when they divide exactly', () => {
      const book = checked(make());
      seed(book, sell(1, 7, 10), sell(2, 9, 10));
      expect(book.submit(marketBuy(3, 100, { funds: 70 + 27 }))).toEqual(
        result(3, [fill(1, 3, 7, 10, 0), fill(2, 3, 9, 3, 7)], { cancelled: 87, reason: 'funds_exhausted' }),
      );
    });
  });
}
