// Our fast book behind the bench's adapter: reset(), op(i) replaying operation i of the stream, summary().
import { FastOrderBook } from '../../packages/matching/dist/index.js';
import { CANCEL, LIMIT, TIFS } from './stream.mjs';

const SIDES = ['buy', 'sell'];

export function createEngine(s) {
  let book = null;
  return {
    name: 'candor',
    /** The book now in use, for the heap measurement to keep several alive. */
    current: () => book,
    reset() {
      book = new FastOrderBook();
    },
    op(i) {
      const kind = s.kind[i];
      const id = s.id[i];
      if (kind === CANCEL) return book.cancel(id);
      const side = SIDES[s.side[i]];
      if (kind === LIMIT) {
        const flags = s.flags[i];
        return book.submit({ type: 'limit', id, owner: id, side, price: s.price[i], qty: s.qty[i], tif: TIFS[flags & 3], postOnly: (flags & 4) !== 0 });
      }
      return book.submit({ type: 'market', id, owner: id, side, qty: s.qty[i] });
    },
    summary() {
      const d = book.depth(Infinity);
      const lots = (levels) => levels.reduce((sum, l) => sum + l.qty, 0);
      return { size: book.size, bestBid: book.bestBid(), bestAsk: book.bestAsk(), bidLots: lots(d.bids), askLots: lots(d.asks) };
    },
  };
}
