import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../platform/bus/bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { MessageCatalogue } from '../../platform/i18n/messages.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import type { FuturesModuleService } from '../futures/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import type { SpotService } from '../spot/index.js';
import { ApiKeys, type KeyGuards } from './apikeys.service.js';
import { ClientOrders } from './binance/client-orders.js';
import { DepthTracker } from './binance/depth.js';
import { SPOT_MARKETS } from './binance/format.js';
import { FuturesFeed } from './binance/futures-feed.js';
import { FuturesOrders } from './binance/futures.orders.js';
import { ListenKeys } from './binance/listen-keys.js';
import { StreamHub } from './binance/stream-hub.js';
import { Weights, type SharedCounter } from './binance/weights.js';

export type OpenApiDeps = {
  db: Db; clock: Clock; secrets: SecretBox; bus: Bus; log: FastifyBaseLogger; messages: MessageCatalogue; guards: KeyGuards;
  spot: SpotService; futures: FuturesModuleService; market: MarketService; ledger: LedgerService; limiter?: SharedCounter;
};

/**
 * The open API: API keys, and the Binance-compatible REST and streams under /binance, which reach spot, futures,
 * the market and the ledger only through their services (the same order path as the app).
 */
export class OpenApiService {
  readonly keys: ApiKeys;
  readonly weights: Weights;
  readonly depth: DepthTracker;
  readonly listenKeys: ListenKeys;
  readonly streams = new StreamHub();
  readonly futuresOrders: FuturesOrders;
  readonly clientOrders: ClientOrders;
  readonly futuresFeed: FuturesFeed;

  constructor(readonly d: OpenApiDeps) {
    this.keys = new ApiKeys(d.db, d.clock, d.secrets, d.guards);
    this.weights = new Weights(undefined, undefined, d.limiter);
    this.depth = new DepthTracker(d.spot, () => d.clock.now());
    this.listenKeys = new ListenKeys(d.db, d.clock);
    this.futuresOrders = new FuturesOrders(d.futures, this.keys.store, d.clock);
    this.clientOrders = new ClientOrders(d.db, d.clock);
    this.futuresFeed = new FuturesFeed(this);
  }

  /** Starts diffing a real book's depth (a client watches its depth or book ticker). */
  watchDepth(symbol: string): void {
    const m = SPOT_MARKETS.find((x) => x.symbol === symbol);
    if (m && !this.depth.tracked(symbol, 'real')) void this.depth.refresh(m, 'real').catch(() => undefined);
  }

  get clock(): Clock {
    return this.d.clock;
  }
}
