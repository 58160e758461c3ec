import type { Ladder } from './ladder.js';
import { ASK, BID, NIL } from './pools.js';
import type { BookState } from './state.js';

function fail(what: string): never {
  throw new Error(`fast book invariant: ${what}`);
}

/** Walks one ladder and its queues; returns the number of orders reached. */
function checkLadder(state: BookState, ladder: Ladder, side: number, seen: Set<number>): number {
  const o = state.orders;
  const lp = state.levels;
  let orders = 0;
  let empty = 0;
  for (let i = 0; i < ladder.n; i++) {
    const lv = ladder.levels[i] as number;
    const key = ladder.keys[i] as number;
    const price = lp.price[lv] as number;
    if (i > 0 && !((ladder.keys[i - 1] as number) < key)) fail(`ladder keys not strictly rising at ${i}`);
    if (key !== (side === BID ? price : -price)) fail(`level ${lv} key ${key} does not match price ${price}`);
    if (lp.side[lv] !== side) fail(`level ${lv} is on the wrong side`);
    if (!Number.isSafeInteger(price) || price <= 0) fail(`level ${lv} has price ${price}`);
    let count = 0;
    let qty = 0;
    let prev = NIL;
    for (let s = lp.head[lv] as number; s !== NIL; s = o.next[s] as number) {
      if (seen.has(s)) fail(`order slot ${s} is linked twice`);
      seen.add(s);
      if (o.prev[s] !== prev) fail(`order slot ${s} has a wrong prev link`);
      if (o.level[s] !== lv) fail(`order slot ${s} points at level ${o.level[s]}, not ${lv}`);
      const q = o.qty[s] as number;
      if (!Number.isSafeInteger(q) || q <= 0) fail(`order slot ${s} rests with qty ${q}`);
      if (state.index.get(o.id[s] as number) !== s) fail(`order ${o.id[s]} is not indexed at slot ${s}`);
      count++;
      qty += q;
      prev = s;
    }
    if (lp.tail[lv] !== prev) fail(`level ${lv} tail is wrong`);
    if (lp.count[lv] !== count) fail(`level ${lv} counts ${lp.count[lv]} orders, holds ${count}`);
    if (lp.qty[lv] !== qty) fail(`level ${lv} totals ${lp.qty[lv]} lots, holds ${qty}`);
    if (count === 0) empty++;
    orders += count;
  }
  if (ladder.n > 0 && lp.count[ladder.levels[ladder.n - 1] as number] === 0) fail('best level is empty');
  if (ladder.empty !== empty) fail(`ladder counts ${ladder.empty} empty levels, holds ${empty}`);
  return orders;
}

/** Every queue linked both ways with right totals, ladders sorted, index exact, book not crossed. */
export function checkState(state: BookState): void {
  const seen = new Set<number>();
  const orders = checkLadder(state, state.bids, BID, seen) + checkLadder(state, state.asks, ASK, seen);
  if (orders !== state.index.size) fail(`index holds ${state.index.size} ids, book ${orders} orders`);
  state.index.forEach((id, s) => {
    if (!seen.has(s) || state.orders.id[s] !== id) fail(`index maps ${id} to slot ${s}, which does not rest it`);
  });
  const bid = state.best(BID);
  const ask = state.best(ASK);
  if (bid !== null && ask !== null && bid >= ask) fail(`crossed: bid ${bid} >= ask ${ask}`);
}
