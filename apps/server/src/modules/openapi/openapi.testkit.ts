import type { App } from '../../app.js';

/*
 * Test-only helpers of the Binance-compatible API (compiled with the server, so no vitest and no src/test/ here).
 */

/** Listens on a free local port and answers the base URL of /binance. */
export async function listenBinance(app: App): Promise<{ http: string; ws: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { http: `http://127.0.0.1:${address.port}/binance`, ws: `ws://127.0.0.1:${address.port}/binance` };
}

/** ccxt's `urls.api` of its binance classes pointed at a Candor server: every REST base and the websocket streams. */
export function binanceUrls(base: { http: string; ws: string }, current: Record<string, unknown>): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(current).filter(([, v]) => typeof v === 'string').map(([k, v]) => [
    k, String(v).replace(/^https:\/\/[a-z0-9.-]+\.binance\.com/, base.http),
  ]));
  const ws = { spot: `${base.ws}/stream/ws`, margin: `${base.ws}/stream/ws`, future: `${base.ws}/fstream/ws`, delivery: `${base.ws}/fstream/ws` };
  return { ...rest, ws };
}
