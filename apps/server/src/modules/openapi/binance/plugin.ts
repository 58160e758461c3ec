import type { FastifyInstance } from 'fastify';
import type { OpenApiService } from '../openapi.service.js';
import { installBinanceErrors } from './errors.js';
import { registerFuturesHistory } from './futures.history.js';
import { registerFutures } from './futures.routes.js';
import { endpoint } from './http.js';
import { registerSpotPublic } from './spot.public.js';
import { registerSpotSigned } from './spot.signed.js';
import { registerStreams } from './streams.js';

/**
 * The Binance-compatible API under /binance: spot /api/v3, USD-M perpetuals /fapi/v1 (v2, v3 where ccxt calls
 * them), the streams at /ws and /stream. Bodies stay raw text here: a signature covers the query and body as sent.
 */
export async function registerBinanceApi(b: FastifyInstance, s: OpenApiService): Promise<void> {
  b.removeAllContentTypeParsers();
  b.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
  installBinanceErrors(b, s.d.messages, s.d.log);
  registerSpotPublic(b, s);
  registerSpotSigned(b, s);
  registerFutures(b, s);
  registerFuturesHistory(b, s);
  // Coin-margined futures are not offered: their market list is empty, so a client loading every market type works.
  endpoint(b, s, 'GET', '/dapi/v1/exchangeInfo', { security: 'none', weight: 1 }, async () => ({
    timezone: 'UTC', serverTime: s.clock.now(), rateLimits: [], exchangeFilters: [], symbols: [],
  }));
  // Coins and their networks: deposits and withdrawals are not part of this API (a key never withdraws).
  endpoint(b, s, 'GET', '/sapi/v1/capital/config/getall', { security: 'signed', weight: 10 }, async () => []);
  // Margin trading is not offered: no cross or isolated margin pairs.
  endpoint(b, s, 'GET', ['/sapi/v1/margin/allPairs', '/sapi/v1/margin/isolated/allPairs'], { security: 'key', weight: 1 }, async () => []);
  await registerStreams(b, s);
}
