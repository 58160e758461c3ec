import { describe, expect, it } from 'vitest';
import { buy, checked, type MakeBook, marketBuy, result, seed, sell } from './harness.js';
import type { Order } from '../types.js';
import { MatchingError } from '../validate.js';

const bad: [string, Record<string, unknown>][] = [
  ['zero qty', { qty: 0 }],
  ['negative qty', { qty: -1 }],
  ['fractional qty', { qty: 1.5 }],
  ['NaN qty', { qty: Number.NaN }],
  ['qty past 2^53', { qty: 2 ** 53 }],
  ['zero price', { price: 0 }],
  ['fractional price', { price: 100.5 }],
  ['negative id', { id: -1 }],
  ['fractional owner', { owner: 1.5 }],
  ['unknown side', { side: 'up' }],
  ['unknown type', { type: 'stop' }],
  ['unknown tif', { tif: 'GTD' }],
  ['post only with IOC', { postOnly: true, tif: 'IOC' }],
  ['non-boolean post only', { postOnly: 'yes' }],
  ['unknown stp', { stp: 'none' }],
];

/** Malformed orders and live duplicate ids throw and leave the book as it was. */
export function validationContract(make: MakeBook): void {
  describe('validation', () => {
    it.each(bad)('throws invalid_order for %s', (_name, change) => {
      const book = checked(make());
      seed(book, sell(1, 100, 1));
      const order = { ...buy(2, 100, 1), ...change } as unknown as Order;
      expect(() => book.submit(order)).toThrow(expect.objectContaining({ code: 'invalid_order' }));
      expect(book.size).toBe(1);
    });

    it('throws invalid_order for market funds that are not a positive integer', () => {
      const book = checked(make());
      for (const funds of [0, -5, 2.5]) {
        expect(() => book.submit(marketBuy(2, 1, { funds }))).toThrow(MatchingError);
      }
    });

    it('throws duplicate_id for the id of a resting order, for limit and market orders', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 2));
      expect(() => book.submit(buy(1, 100, 1))).toThrow(expect.objectContaining({ code: 'duplicate_id' }));
      expect(() => book.submit(marketBuy(1, 1))).toThrow(expect.objectContaining({ code: 'duplicate_id' }));
      expect(book.get(1)?.qty).toBe(2);
    });

    it('accepts the id of an order that was filled', () => {
      const book = checked(make());
      seed(book, sell(1, 100, 2));
      book.submit(buy(2, 100, 2));
      expect(book.submit(buy(1, 99, 1))).toEqual(result(1, [], { resting: 1 }));
    });
  });
}
