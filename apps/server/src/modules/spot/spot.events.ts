import { formatAmount, isSimulatedOwner, type DepthPayload, type TradePayload } from '@candor/shared';
import type { Bus } from '../../platform/bus/bus.js';
import type { Book, Mode } from './spot.books.js';
import type { SpotEvents } from './spot.service.js';
import { lotsToAtoms, ticksToAtoms } from './spot.math.js';
import { orderOut, type OrderView } from './spot.views.js';

/** A book's best levels: [price, quantity] as decimal strings, as the depth channel carries them. */
export type DepthLevels = DepthPayload;
export type SpotDepthEvent = { symbol: string; mode: Mode } & DepthLevels;
/** The fills as the trades channel carries them. */
export type SpotTradesEvent = { symbol: string; mode: Mode; trades: TradePayload[] };
export type SpotOrderEvent = { userId: number; order: OrderView };

declare module '../../platform/bus/bus.js' {
  interface Topics {
    /** An order of a user changed (placed, filled, cancelled), after its commit. */
    'spot.order': SpotOrderEvent;
    /** The fills of one submission on a book. */
    'spot.trades': SpotTradesEvent;
    /** A book's top 20 levels after it changed. */
    'spot.depth': SpotDepthEvent;
  }
}

const DEPTH_LEVELS = 20;

/** Spot's events on the bus, as plain data: each user's own orders, and the trades and depth of every book. */
export function spotEventsOnBus(bus: Bus): SpotEvents {
  const publishDepth = (book: Book): void => {
    const d = book.engine.depth(DEPTH_LEVELS);
    const level = (l: { price: number; qty: number }): [string, string] => [formatAmount(ticksToAtoms(book.units, l.price)), formatAmount(lotsToAtoms(book.units, l.qty))];
    bus.publish('spot.depth', { symbol: book.market.symbol, mode: book.mode, bids: d.bids.map(level), asks: d.asks.map(level) });
  };
  return {
    onOrder: (order) => { if (order.user_id !== 0 && !isSimulatedOwner(order.user_id)) bus.publish('spot.order', { userId: order.user_id, order: orderOut(order) }); },
    // The trades of a submission only; its depth follows once per group of orders (onBookChanged): the next depth
    // replaces a lost one, so the book's levels are worked out once for the group rather than once per order.
    onTrades: (book, result, takerOwner) => {
      if (result.fills.length > 0) {
        const t = Date.now();
        bus.publish('spot.trades', {
          symbol: book.market.symbol, mode: book.mode,
          trades: result.fills.map((f) => ({
            p: formatAmount(ticksToAtoms(book.units, f.price)), q: formatAmount(lotsToAtoms(book.units, f.qty)), t,
            ...(isSimulatedOwner(takerOwner) || isSimulatedOwner(f.makerOwner) ? { s: 1 as const } : {}),
          })),
        });
      }
    },
    onBookChanged: publishDepth,
  };
}
