import { makeFill, makeResult, NO_FILLS, NO_STP } from '../result.js';
import type { CancelReason, Fill, Order, StpCancel, StpMode, SubmitResult } from '../types.js';
import { floorDiv } from '../validate.js';
import type { Ladder } from './ladder.js';
import { ASK, BID, type BookState } from './state.js';

/**
 * Whether a fill-or-kill order would fill entirely: walks the makers it would meet, in priority order, without
 * changing anything. Same-owner makers are skipped under cancel_maker and end the walk otherwise, as in matching.
 */
export function fillable(state: BookState, makers: Ladder, limitKey: number, qty: number, owner: number, stp: StpMode): boolean {
  const o = state.orders;
  const levels = state.levels;
  let need = qty;
  for (let i = makers.n - 1; i >= 0 && (makers.keys[i] as number) >= limitKey; i--) {
    for (let s = levels.head[makers.levels[i] as number] as number; s !== -1; s = o.next[s] as number) {
      if (o.owner[s] === owner) {
        if (stp === 'cancel_maker') continue;
        return false;
      }
      need -= o.qty[s] as number;
      if (need <= 0) return true;
    }
  }
  return false;
}

/**
 * Trades `order` against the opposite ladder while its best key is at least `limitKey` (-Infinity for a
 * market order), one maker at a time from the head of the best level; then rests or cancels the remainder.
 */
export function match(state: BookState, order: Order, limitKey: number, stp: StpMode): SubmitResult {
  const side = order.side === 'buy' ? BID : ASK;
  const makers = side === BID ? state.asks : state.bids;
  const o = state.orders;
  const levels = state.levels;
  const takerId = order.id;
  const owner = order.owner;
  let funds = order.type === 'market' && order.funds !== undefined ? order.funds : Infinity;
  let remaining = order.qty;
  let fills: Fill[] | null = null;
  let expired: StpCancel[] | null = null;
  let stop: CancelReason | null = null;
  while (remaining > 0 && makers.n > 0) {
    const top = makers.n - 1;
    if ((makers.keys[top] as number) < limitKey) break;
    const lv = makers.levels[top] as number;
    const s = levels.head[lv] as number;
    const makerQty = o.qty[s] as number;
    const makerOwner = o.owner[s] as number;
    if (makerOwner === owner) {
      if (stp !== 'cancel_taker') {
        (expired ??= []).push({ id: o.id[s] as number, owner, qty: makerQty });
        state.remove(s);
      }
      if (stp !== 'cancel_maker') {
        stop = 'self_trade';
        break;
      }
      continue;
    }
    const price = levels.price[lv] as number;
    let take = remaining < makerQty ? remaining : makerQty;
    if (funds !== Infinity) {
      const affordable = floorDiv(funds, price);
      if (affordable < take) take = affordable;
      if (take === 0) {
        stop = 'funds_exhausted';
        break;
      }
      funds -= take * price;
    }
    remaining -= take;
    const left = makerQty - take;
    (fills ??= []).push(makeFill(o.id[s] as number, makerOwner, takerId, price, take, left));
    if (left === 0) {
      state.remove(s);
    } else {
      o.qty[s] = left;
      levels.qty[lv] = (levels.qty[lv] as number) - take;
    }
  }
  const done = fills ?? NO_FILLS;
  const stpDone = expired ?? NO_STP;
  const filled = order.qty - remaining;
  if (remaining === 0) return makeResult(takerId, done, filled, 0, 0, null, stpDone);
  if (stop === null && order.type === 'limit' && (order.tif === undefined || order.tif === 'GTC')) {
    state.rest(takerId, owner, side, order.price, remaining);
    return makeResult(takerId, done, filled, remaining, 0, null, stpDone);
  }
  const reason = stop ?? (order.type === 'market' ? 'no_liquidity' : order.tif === 'IOC' ? 'ioc_remainder' : 'fok_not_fillable');
  return makeResult(takerId, done, filled, 0, remaining, reason, stpDone);
}
