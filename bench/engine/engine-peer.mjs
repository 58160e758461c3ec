// nodejs-order-book (the npm package) behind the bench's adapter. It takes string ids: those of the timed
// operations are made beforehand, as a caller would already have them; those of the prefill are made while
// building the book, so that the heap measured for the resting book includes them.
import { OrderBook } from 'nodejs-order-book';
import { CANCEL, LIMIT, TIFS } from './stream.mjs';

const SIDES = ['buy', 'sell'];

export function createEngine(s) {
  let book = null;
  const ids = new Array(s.resting + s.ops);
  for (let i = s.resting; i < ids.length; i++) ids[i] = String(s.id[i]);
  return {
    name: 'nodejs-order-book',
    /** The book now in use, for the heap measurement to keep several alive. */
    current: () => book,
    reset() {
      book = new OrderBook();
    },
    op(i) {
      const kind = s.kind[i];
      const id = i < s.resting ? String(s.id[i]) : ids[i];
      if (kind === CANCEL) return book.cancel(id);
      const side = SIDES[s.side[i]];
      if (kind === LIMIT) {
        const flags = s.flags[i];
        return book.limit({ id, side, size: s.qty[i], price: s.price[i], timeInForce: TIFS[flags & 3], postOnly: (flags & 4) !== 0 });
      }
      return book.market({ side, size: s.qty[i] });
    },
    summary() {
      const [asks, bids] = book.depth();
      const lots = (levels) => levels.reduce((sum, l) => sum + l[1], 0);
      const best = (levels, pick) => (levels.length === 0 ? null : pick(...levels.map((l) => l[0])));
      return { size: Object.keys(book.orders).length, bestBid: best(bids, Math.max), bestAsk: best(asks, Math.min), bidLots: lots(bids), askLots: lots(asks) };
    },
  };
}
