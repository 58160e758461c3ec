import { WebSocketServer, type WebSocket } from 'ws';
import type { FeedTimers } from './feed.js';

/*
 * Test-only helpers of the feed tests (compiled with the server, so no vitest here): a local Binance-format server
 * and timers the test fires by hand, so reconnection, silence and staleness need no sleeping.
 */

type Task = { ms: number; run: () => void; done: boolean };

/** Timers that run only when the test fires them. */
export class HandTimers implements FeedTimers {
  private tasks: Task[] = [];

  after(ms: number, run: () => void): () => void {
    const task: Task = { ms, run, done: false };
    this.tasks.push(task);
    return () => { task.done = true; };
  }

  /** The delays of the timers still pending. */
  pending(): number[] {
    return this.tasks.filter((t) => !t.done).map((t) => t.ms);
  }

  /** Runs every pending timer whose delay matches; answers how many ran. */
  fire(match: (ms: number) => boolean): number {
    const due = this.tasks.filter((t) => !t.done && match(t.ms));
    for (const t of due) {
      t.done = true;
      t.run();
    }
    this.tasks = this.tasks.filter((t) => !t.done);
    return due.length;
  }
}

/** A combined-stream trade frame of `symbol` ('BTCUSDT') with the exchange's trade id `id`. */
export const tradeFrame = (symbol: string, id: number, price: string, time: number): string => JSON.stringify({
  stream: `${symbol.toLowerCase()}@trade`, data: { e: 'trade', E: time, s: symbol, t: id, p: price, q: '0.01', T: time, m: false, M: true },
});

/** A local stream server: each connection is handed to the test, which decides what it sends and when it drops. */
export type StreamServer = { url: string; connections: WebSocket[]; next(): Promise<WebSocket>; close(): Promise<void> };

export async function startStreamServer(): Promise<StreamServer> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const connections: WebSocket[] = [];
  const waiting: ((ws: WebSocket) => void)[] = [];
  let seen = 0;
  server.on('connection', (ws) => {
    connections.push(ws);
    waiting.shift()?.(ws);
  });
  return {
    url: `ws://127.0.0.1:${address.port}`,
    connections,
    /** The next connection not yet handed out (one already made, or the coming one). */
    next: () => {
      const index = seen++;
      const made = connections[index];
      return made ? Promise.resolve(made) : new Promise<WebSocket>((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => {
      for (const ws of server.clients) ws.terminate();
      server.close(() => resolve());
    }),
  };
}

/** Collects what arrives and resolves a waiter once a condition holds (no polling, no sleeping). */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: { until: (items: T[]) => boolean; resolve: () => void }[] = [];

  push(item: T): void {
    this.items.push(item);
    this.waiters = this.waiters.filter((w) => {
      if (!w.until(this.items)) return true;
      w.resolve();
      return false;
    });
  }

  when(until: (items: T[]) => boolean): Promise<void> {
    if (until(this.items)) return Promise.resolve();
    return new Promise<void>((resolve) => this.waiters.push({ until, resolve }));
  }
}
