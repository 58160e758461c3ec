// Property: on any random stream of limit, market and cancel commands, the fast book gives exactly the
// reference book's results, depth and best prices, with both books' internal state checked after every step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FastOrderBook } from './fast/fast-book.js';
import { ReferenceOrderBook } from './reference-book.js';
import type { Order, OrderBook, StpMode, SubmitResult, TimeInForce } from './types.js';

type Command =
  | { kind: 'limit'; side: 'buy' | 'sell'; offset: number; qty: number; owner: number; tif: TimeInForce | undefined; postOnly: boolean; stp: StpMode | undefined; reuse: number | null }
  | { kind: 'market'; side: 'buy' | 'sell'; qty: number; owner: number; funds: number | null; stp: StpMode | undefined }
  | { kind: 'cancel'; back: number };

const side = fc.constantFrom('buy' as const, 'sell' as const);
const stp = fc.constantFrom(undefined, 'cancel_taker' as const, 'cancel_maker' as const, 'cancel_both' as const);
const owner = fc.integer({ min: 1, max: 5 });
/** Limit prices are MID - offset for buys and MID + offset for sells: a negative offset crosses the middle. */
const MID = 1000;

function commands(spread: number, maxLength: number): fc.Arbitrary<Command[]> {
  const limit = fc.record({
    kind: fc.constant('limit' as const),
    side,
    offset: fc.integer({ min: -3, max: spread }),
    qty: fc.integer({ min: 1, max: 12 }),
    owner,
    tif: fc.constantFrom(undefined, 'GTC' as const, 'GTC' as const, 'GTC' as const, 'IOC' as const, 'FOK' as const),
    postOnly: fc.boolean(),
    stp,
    // Now and then an id that may still be resting, to cover duplicate ids.
    reuse: fc.oneof({ arbitrary: fc.constant(null), weight: 15 }, { arbitrary: fc.nat({ max: 20 }), weight: 1 }),
  });
  const market = fc.record({
    kind: fc.constant('market' as const),
    side,
    qty: fc.integer({ min: 1, max: 40 }),
    owner,
    funds: fc.option(fc.integer({ min: 1, max: 40 * (MID + spread) })),
    stp,
  });
  const cancel = fc.record({ kind: fc.constant('cancel' as const), back: fc.nat({ max: 40 }) });
  const command: fc.Arbitrary<Command> = fc.oneof({ arbitrary: limit, weight: 6 }, { arbitrary: market, weight: 1 }, { arbitrary: cancel, weight: 3 });
  return fc.array(command, { minLength: Math.floor(maxLength / 4), maxLength, size: 'max' });
}

function toOrder(c: Exclude<Command, { kind: 'cancel' }>, id: number): Order {
  if (c.kind === 'market') {
    return { type: 'market', id, owner: c.owner, side: c.side, qty: c.qty, ...(c.funds !== null && { funds: c.funds }), ...(c.stp && { stp: c.stp }) };
  }
  const price = c.side === 'buy' ? MID - c.offset : MID + c.offset;
  const postOnly = c.postOnly && (c.tif === undefined || c.tif === 'GTC');
  return { type: 'limit', id, owner: c.owner, side: c.side, price, qty: c.qty, ...(c.tif && { tif: c.tif }), ...(postOnly && { postOnly }), ...(c.stp && { stp: c.stp }) };
}

function attempt(book: OrderBook, order: Order): SubmitResult | { threw: string } {
  try {
    return book.submit(order);
  } catch (e) {
    return { threw: (e as { code?: string }).code ?? String(e) };
  }
}

/** Cheap to run after every step; on a difference, expect() shows it. Both books build their values alike. */
function same<T>(fast: T, ref: T): void {
  if (JSON.stringify(fast) !== JSON.stringify(ref)) expect(fast).toEqual(ref);
}

function sameState(ref: OrderBook, fast: OrderBook, id: number): void {
  ref.checkInvariants();
  fast.checkInvariants();
  same([fast.size, fast.bestBid(), fast.bestAsk(), fast.get(id)], [ref.size, ref.bestBid(), ref.bestAsk(), ref.get(id)]);
  same(fast.depth(Infinity), ref.depth(Infinity));
}

function replay(cmds: Command[], fast: OrderBook): void {
  const ref = new ReferenceOrderBook();
  let next = 1;
  for (const c of cmds) {
    if (c.kind === 'cancel') {
      const id = next - 1 - c.back;
      same(fast.cancel(id), ref.cancel(id));
      sameState(ref, fast, id);
      continue;
    }
    const id = c.kind === 'limit' && c.reuse !== null ? Math.max(1, next - 1 - c.reuse) : next++;
    const order = toOrder(c, id);
    same(attempt(fast, order), attempt(ref, order));
    sameState(ref, fast, id);
  }
}

// Bounds a run, shrinking included: a failure found before the limit is still reported.
const LIMIT = 30_000;

describe('FastOrderBook gives the same results as ReferenceOrderBook', () => {
  it('on streams around a narrow spread (heavy crossing, self-trades, every time in force)', () => {
    fc.assert(fc.property(commands(5, 250), (cmds) => replay(cmds, new FastOrderBook())), { numRuns: 300, interruptAfterTimeLimit: LIMIT });
  });

  it('on streams over a wide price range (many levels emptied and compacted), from one slot', () => {
    fc.assert(
      fc.property(commands(300, 400), (cmds) => replay(cmds, new FastOrderBook({ orders: 1, levels: 1 }))),
      { numRuns: 150, interruptAfterTimeLimit: LIMIT },
    );
  });

  it('on long streams with few owners', () => {
    fc.assert(fc.property(commands(20, 1500), (cmds) => replay(cmds, new FastOrderBook({ orders: 4, levels: 2 }))), { numRuns: 20, interruptAfterTimeLimit: LIMIT });
  });
});
