import { createOrderBook, type OrderBook } from '@candor/matching';
import type { Market } from '@candor/shared';
import { unitsOf, type Units } from './spot.math.js';

export type Mode = 'real' | 'demo';

/** One order book per market and mode, with a queue so its orders are matched one at a time. */
export class Book {
  engine: OrderBook = createOrderBook();
  readonly units: Units;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(readonly market: Market, readonly mode: Mode) {
    this.units = unitsOf(market);
  }

  /** Runs `fn` after every earlier call on this book has finished. */
  serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn, fn);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Starts over from an empty engine (before restoring from the database). */
  reset(): void {
    this.engine = createOrderBook();
  }
}

export class Books {
  private readonly books = new Map<string, Book>();

  get(market: Market, mode: Mode): Book {
    const key = `${market.symbol}|${mode}`;
    let book = this.books.get(key);
    if (!book) this.books.set(key, (book = new Book(market, mode)));
    return book;
  }

  all(): Book[] {
    return [...this.books.values()];
  }
}
