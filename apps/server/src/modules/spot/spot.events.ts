import { formatAmount } from '@candor/shared';
import type { Hub } from '../realtime/index.js';
import type { Book } from './spot.books.js';
import type { SpotEvents } from './spot.service.js';
import { orderOut } from './spot.routes.js';
import { lotsToAtoms, ticksToAtoms } from './spot.math.js';

/** Spot events on the realtime hub: each user's own orders, and the public trades and depth of real books. */
export function spotEventsTo(hub: Hub): SpotEvents {
  const publishDepth = (book: Book): void => {
    const symbol = book.market.symbol;
    if (book.mode !== 'real' || !hub.hasSubscribers(`depth.${symbol}`)) return;
    const d = book.engine.depth(20);
    const level = (l: { price: number; qty: number }) => [formatAmount(ticksToAtoms(book.units, l.price)), formatAmount(lotsToAtoms(book.units, l.qty))];
    hub.publish(`depth.${symbol}`, { bids: d.bids.map(level), asks: d.asks.map(level) });
  };
  return {
    onOrder: (order) => { if (order.user_id !== 0) hub.publishToUser(order.user_id, 'orders', orderOut(order)); },
    onTrades: (book, result) => {
      if (book.mode !== 'real') return;
      const symbol = book.market.symbol;
      for (const f of result.fills) {
        hub.publish(`trades.${symbol}`, { p: formatAmount(ticksToAtoms(book.units, f.price)), q: formatAmount(lotsToAtoms(book.units, f.qty)), t: Date.now() });
      }
      publishDepth(book);
    },
    onBookChanged: publishDepth,
  };
}
