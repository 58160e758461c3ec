import { WebSocketServer, type WebSocket } from 'ws';

/**
 * The browser journeys' price feed: a local websocket server speaking Binance's documented combined-stream trade
 * format, which the server under test follows with MARKET_FEED=binance and MARKET_FEED_URL. The journey decides
 * every price, so a take profit is crossed when the test says so, not when a random walk happens to get there. The
 * server stores these ticks like any others: the settlement cites them.
 */
export type TestFeed = {
  /** The value of MARKET_FEED_URL for the server under test. */
  url: string;
  /** Sends one trade of `symbol` (BTC/USDT) at `price` (a decimal string) to every connected server. */
  trade(symbol: string, price: string): void;
  /** Resolves once a server has connected. */
  connected(): Promise<void>;
  close(): Promise<void>;
};

export async function startTestFeed(): Promise<TestFeed> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the test feed has no port');
  const clients = new Set<WebSocket>();
  let onConnect: (() => void) | null = null;
  server.on('connection', (ws) => {
    clients.add(ws);
    ws.on('close', () => clients.delete(ws));
    onConnect?.();
  });
  let seq = 0;
  return {
    url: `ws://127.0.0.1:${address.port}`,
    trade(symbol, price) {
      seq += 1;
      const s = symbol.replace('/', '');
      const frame = JSON.stringify({
        stream: `${s.toLowerCase()}@trade`,
        data: { e: 'trade', E: Date.now(), s, t: seq, p: price, q: '0.001', T: Date.now(), m: false, M: true },
      });
      for (const ws of clients) ws.send(frame);
    },
    connected: () => (clients.size > 0 ? Promise.resolve() : new Promise<void>((resolve) => { onConnect = resolve; })),
    close: () => new Promise<void>((resolve) => {
      for (const ws of clients) ws.terminate();
      server.close(() => resolve());
    }),
  };
}
