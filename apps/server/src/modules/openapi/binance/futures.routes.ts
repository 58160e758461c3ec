import { parseAmount, type FuturesMarket, type FuturesPosition } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { OpenApiService } from '../openapi.service.js';
import { countOrder, keyOf } from './auth.js';
import { clientOrderIdParam, orderIdOf } from './client-orders.js';
import { B } from './errors.js';
import { bSymbol, dec, intParam, optionalInt } from './format.js';
import { endpoint } from './http.js';
import { futuresAccount, futuresOrderOut, positionRisk } from './futures.views.js';
import { klines, RATE_LIMITS } from './spot.public.js';

type Mode = 'real' | 'demo';

/** Binance's funding rate of Candor's next funding: positive when longs pay (ppm of the notional as a fraction). */
export const fundingRateOf = (ppm: string, payer: 'long' | 'short' | null): string =>
  dec(BigInt(ppm.split('.')[0] ?? '0') * 100n * (payer === 'short' ? -1n : 1n));

/** USD-M perpetuals under /binance/fapi: market data of the contracts, and the key owner's account, positions and orders. */
export function registerFutures(b: FastifyInstance, s: OpenApiService): void {
  const f = s.d.futures;
  const markets = async (mode: Mode) => (await f.reports.markets(mode)).markets.filter((m) => m.enabled);
  const marketOf = async (mode: Mode, symbol: string | undefined): Promise<FuturesMarket> => {
    const m = (await markets(mode)).find((x) => bSymbol(x) === (symbol ?? '').toUpperCase());
    if (!m) throw B.symbol();
    return m;
  };
  const pick = async (mode: Mode, symbol: string | undefined) => (symbol ? [await marketOf(mode, symbol)] : markets(mode));
  const pub = { security: 'none' as const };
  const read = { security: 'signed' as const, permission: 'read' as const, weight: 5 };
  const trade = { security: 'signed' as const, permission: 'futures' as const, weight: 1 };

  endpoint(b, s, 'GET', '/fapi/v1/ping', pub, async () => ({}));
  endpoint(b, s, 'GET', '/fapi/v1/time', pub, async () => ({ serverTime: s.clock.now() }));
  endpoint(b, s, 'GET', '/fapi/v1/exchangeInfo', { ...pub, weight: 1 }, async (call) => ({
    timezone: 'UTC', serverTime: s.clock.now(), futuresType: 'U_MARGINED', rateLimits: RATE_LIMITS, exchangeFilters: [],
    assets: [{ asset: 'USDT', marginAvailable: true, autoAssetExchange: '0' }],
    symbols: (await markets(call.mode)).map((m) => {
      const tick = dec(10n ** BigInt(8 - m.price_decimals));
      const step = m.contract_size;
      const stepAtoms = parseAmount(step);
      const qtyDecimals = Math.max(0, 8 - (stepAtoms.toString().match(/0*$/)?.[0].length ?? 0));
      return {
        symbol: bSymbol(m), pair: bSymbol(m), contractType: 'PERPETUAL', deliveryDate: 4133404800000, onboardDate: 1_700_000_000_000, status: 'TRADING',
        maintMarginPercent: '2.5000', requiredMarginPercent: '5.0000', baseAsset: m.base, quoteAsset: m.quote, marginAsset: 'USDT',
        pricePrecision: m.price_decimals, quantityPrecision: qtyDecimals, baseAssetPrecision: 8, quotePrecision: 8, underlyingType: 'COIN',
        underlyingSubType: [], settlePlan: 0, triggerProtect: '0.0500', liquidationFee: (m.liquidation_fee_bps / 10_000).toFixed(6), marketTakeBound: '0.05',
        maxMoveOrderLimit: 10000,
        filters: [
          { filterType: 'PRICE_FILTER', minPrice: tick, maxPrice: '10000000', tickSize: tick },
          { filterType: 'LOT_SIZE', minQty: dec(stepAtoms), maxQty: dec(stepAtoms * BigInt(m.max_lots)), stepSize: dec(stepAtoms) },
          { filterType: 'MARKET_LOT_SIZE', minQty: dec(stepAtoms), maxQty: dec(stepAtoms * BigInt(m.max_lots)), stepSize: dec(stepAtoms) },
          { filterType: 'MAX_NUM_ORDERS', limit: 200 }, { filterType: 'MIN_NOTIONAL', notional: '0' },
          { filterType: 'PERCENT_PRICE', multiplierUp: '1.0500', multiplierDown: '0.9500', multiplierDecimal: '4' },
        ],
        orderTypes: ['LIMIT', 'MARKET'], timeInForce: ['GTC'],
      };
    }),
  }));

  // The platform is the counterparty at the mark (the last tick) up to a contract's largest position: that is the whole
  // book; its lastUpdateId is the tick's time, as the @depth stream's update ids (binance/futures-feed.ts).
  endpoint(b, s, 'GET', '/fapi/v1/depth', { ...pub, weight: 2 }, async (call) => {
    const m = await marketOf(call.mode, call.params.symbol);
    const book = await s.futuresFeed.book(m);
    const level = book.price === null ? [] : [[dec(book.price), dec(book.size)]];
    const now = s.clock.now();
    return { lastUpdateId: book.id, E: now, T: now, bids: level, asks: level };
  });
  endpoint(b, s, 'GET', '/fapi/v1/klines', { ...pub, weight: 2 }, async (call) => {
    const m = await marketOf(call.mode, call.params.symbol);
    return klines(s, { ...call.params, symbol: bSymbol(m) }, () => ({ ...m, symbol: m.symbol, kind: 'crypto', name: m.symbol, priceDecimals: m.price_decimals, qtyDecimals: 8, startPrice: '0', volatility: 0 }));
  });
  endpoint(b, s, 'GET', ['/fapi/v1/ticker/24hr', '/fapi/v1/ticker/price', '/fapi/v2/ticker/price', '/fapi/v1/ticker/bookTicker'], { ...pub, weight: 2 }, async (call, req) => {
    const now = s.clock.now();
    const quotes = await s.d.market.quotes('crypto', now);
    const list = (await pick(call.mode, call.params.symbol)).map((m) => {
      const q = quotes.find((x) => x.market.symbol === m.symbol);
      const price = m.mark ? parseAmount(m.mark) : (q?.price ?? 0n);
      const open = q?.open24h ?? price;
      const path = req.url.split('?')[0] ?? '';
      if (path.endsWith('/price')) return { symbol: bSymbol(m), price: dec(price), time: now };
      if (path.endsWith('/bookTicker')) return { symbol: bSymbol(m), bidPrice: dec(price), bidQty: '0', askPrice: dec(price), askQty: '0', time: now };
      return {
        symbol: bSymbol(m), priceChange: dec(price - open), priceChangePercent: open > 0n ? (Number(((price - open) * 10_000n) / open) / 100).toFixed(3) : '0.000',
        weightedAvgPrice: dec(price), lastPrice: dec(price), lastQty: '0', openPrice: dec(open), highPrice: dec(q?.high24h ?? price), lowPrice: dec(q?.low24h ?? price),
        volume: dec(q?.volume24h ?? 0n), quoteVolume: dec(((q?.volume24h ?? 0n) * price) / 100_000_000n), openTime: now - 86_400_000, closeTime: now, firstId: -1, lastId: -1, count: 0,
      };
    });
    return call.params.symbol ? list[0] : list;
  });
  endpoint(b, s, 'GET', '/fapi/v1/premiumIndex', { ...pub, weight: 1 }, async (call) => {
    const list = (await pick(call.mode, call.params.symbol)).map((m) => ({
      symbol: bSymbol(m), markPrice: dec(m.mark ? parseAmount(m.mark) : 0n), indexPrice: dec(m.mark ? parseAmount(m.mark) : 0n),
      estimatedSettlePrice: dec(m.mark ? parseAmount(m.mark) : 0n), lastFundingRate: fundingRateOf(m.next_funding.rate_ppm, m.next_funding.payer),
      interestRate: '0.00000000', nextFundingTime: m.next_funding.time, time: s.clock.now(),
    }));
    return call.params.symbol ? list[0] : list;
  });
  endpoint(b, s, 'GET', '/fapi/v1/fundingRate', { ...pub, weight: 1 }, async (call) => {
    const sym = call.params.symbol ? (await marketOf(call.mode, call.params.symbol)).symbol : undefined;
    const page = await f.reports.fundingRates(call.mode, sym, 1, intParam(call.params, 'limit', 100, 1, 1000));
    const start = optionalInt(call.params, 'startTime');
    const end = optionalInt(call.params, 'endTime');
    return page.items.reverse().filter((r) => (start === undefined || r.time >= start) && (end === undefined || r.time <= end)).map((r) => ({
      symbol: bSymbol({ base: r.symbol.split('/')[0] ?? '', quote: r.symbol.split('/')[1] ?? '' }), fundingTime: r.time,
      fundingRate: fundingRateOf(r.rate_ppm, r.payer), markPrice: dec(parseAmount(r.mark)),
    }));
  });
  endpoint(b, s, 'GET', '/fapi/v1/leverageBracket', read, async (call) => (await pick(call.mode, call.params.symbol)).map((m) => {
    let floor = 0n;
    return {
      symbol: bSymbol(m), notionalCoef: 1,
      brackets: m.mm_tiers.map((t, i) => {
        const cap = t.max_notional === null ? 10n ** 18n : parseAmount(t.max_notional);
        const out = {
          bracket: i + 1, initialLeverage: Math.max(...m.leverages), notionalCap: Number(cap / 100_000_000n), notionalFloor: Number(floor / 100_000_000n),
          maintMarginRatio: t.rate_bps / 10_000, cum: 0,
        };
        floor = cap;
        return out;
      }),
    };
  }));

  const owner = (call: Parameters<Parameters<typeof endpoint>[5]>[0]) => {
    const k = keyOf(call);
    return { userId: k.row.user_id, mode: k.row.mode };
  };
  const positions = async (userId: number, mode: Mode): Promise<FuturesPosition[]> =>
    (await f.trading.list(userId, mode, { tab: 'positions', page: 1, limit: 100 })).items;
  const pending = async (userId: number, mode: Mode): Promise<FuturesPosition[]> =>
    (await f.trading.list(userId, mode, { tab: 'pending', page: 1, limit: 100 })).items;

  endpoint(b, s, 'GET', ['/fapi/v2/account', '/fapi/v3/account'], read, async (call, req) => {
    const { userId, mode } = owner(call);
    const bal = await s.d.ledger.balance({ ownerId: userId, asset: 'USDT', kind: 'futures', mode });
    return futuresAccount(bal, await positions(userId, mode), await pending(userId, mode), s.clock.now(), req.url.startsWith('/binance/fapi/v3'), await markets(mode));
  });
  endpoint(b, s, 'GET', ['/fapi/v2/balance', '/fapi/v3/balance'], read, async (call) => {
    const { userId, mode } = owner(call);
    const bal = await s.d.ledger.balance({ ownerId: userId, asset: 'USDT', kind: 'futures', mode });
    const acc = futuresAccount(bal, await positions(userId, mode), await pending(userId, mode), s.clock.now(), false, []);
    return acc.assets.map((a) => ({
      accountAlias: 'candor', asset: a.asset, balance: a.walletBalance, crossWalletBalance: a.crossWalletBalance, crossUnPnl: a.crossUnPnl,
      availableBalance: a.availableBalance, maxWithdrawAmount: a.maxWithdrawAmount, marginAvailable: true, updateTime: a.updateTime,
    }));
  });
  endpoint(b, s, 'GET', ['/fapi/v2/positionRisk', '/fapi/v3/positionRisk'], read, async (call) => {
    const { userId, mode } = owner(call);
    const list = positionRisk(await positions(userId, mode), await markets(mode), s.clock.now());
    const want = call.params.symbol?.toUpperCase();
    return want ? list.filter((p) => p.symbol === want) : list;
  });

  endpoint(b, s, 'POST', '/fapi/v1/order', trade, async (call, _req, reply) => {
    const { userId, mode } = owner(call);
    await countOrder(reply, { weights: s.weights, clock: s.clock }, call);
    const m = await marketOf(mode, call.params.symbol);
    const cid = clientOrderIdParam(call.params, 'newClientOrderId');
    const key = cid ? await s.clientOrders.claim(userId, mode, 'futures', cid, async (id) => (await f.trading.detail(userId, mode, id)).status === 0) : undefined;
    const out = await s.clientOrders.track(userId, 'futures', async () => {
      const placed = await s.futuresOrders.place(userId, mode, m, call.params, key);
      if (cid) await s.clientOrders.record(userId, mode, 'futures', cid, placed.id);
      return placed;
    });
    return futuresOrderOut(out, cid);
  });
  endpoint(b, s, 'GET', '/fapi/v1/order', read, async (call) => {
    const { userId, mode } = owner(call);
    const id = await orderIdOf(s.clientOrders, { user_id: userId, mode }, call.params, 'futures');
    return futuresOrderOut(await f.trading.detail(userId, mode, id), await s.clientOrders.nameOf('futures', id));
  });
  endpoint(b, s, 'DELETE', '/fapi/v1/order', trade, async (call) => {
    const { userId, mode } = owner(call);
    const id = await orderIdOf(s.clientOrders, { user_id: userId, mode }, call.params, 'futures').catch(() => { throw B.cancelRejected(); });
    return futuresOrderOut(await f.trading.cancel(userId, mode, id), await s.clientOrders.nameOf('futures', id));
  });
  endpoint(b, s, 'GET', '/fapi/v1/openOrders', read, async (call) => {
    const { userId, mode } = owner(call);
    const want = call.params.symbol?.toUpperCase();
    const list = await pending(userId, mode);
    const names = await s.clientOrders.namesOf('futures', list.map((p) => p.id));
    return list.map((p) => futuresOrderOut(p, names.get(p.id))).filter((o) => !want || o.symbol === want);
  });
  endpoint(b, s, 'POST', '/fapi/v1/leverage', trade, async (call) => {
    const { userId, mode } = owner(call);
    const m = await marketOf(mode, call.params.symbol);
    const lev = call.params.leverage ?? '';
    if (!/^\d{1,3}$/.test(lev) || !m.leverages.includes(Number(lev))) throw B.leverage(lev);
    const set = await s.futuresOrders.settings(userId, mode, m);
    await s.futuresOrders.save(userId, mode, m, { ...set, leverage: Number(lev) });
    return { leverage: Number(lev), maxNotionalValue: dec(parseAmount(m.contract_size) * BigInt(m.max_lots) * (m.mark ? parseAmount(m.mark) : 0n) / 100_000_000n), symbol: bSymbol(m) };
  });
  endpoint(b, s, 'POST', '/fapi/v1/marginType', trade, async (call) => {
    const { userId, mode } = owner(call);
    const m = await marketOf(mode, call.params.symbol);
    const t = (call.params.marginType ?? '').toUpperCase();
    if (t !== 'ISOLATED' && t !== 'CROSSED') throw B.mandatory('marginType');
    const set = await s.futuresOrders.settings(userId, mode, m);
    const margin = t === 'ISOLATED' ? 'isolated' as const : 'cross' as const;
    if (set.margin_mode === margin) throw B.marginTypeSame();
    await s.futuresOrders.save(userId, mode, m, { ...set, margin_mode: margin });
    return { code: 200, msg: 'success' };
  });
  endpoint(b, s, 'GET', '/fapi/v1/positionSide/dual', read, async () => ({ dualSidePosition: false }));
  const keyOnly = { security: 'key' as const, weight: 1 };
  // The futures user data stream (ORDER_TRADE_UPDATE, ACCOUNT_UPDATE): one listenKey per key, kept 60 minutes.
  endpoint(b, s, 'POST', '/fapi/v1/listenKey', keyOnly, async (call) => {
    const k = keyOf(call);
    return { listenKey: await s.listenKeys.open(k.row.id, k.row.user_id, k.row.mode, 'futures') };
  });
  endpoint(b, s, 'PUT', '/fapi/v1/listenKey', keyOnly, async (call) => {
    const k = keyOf(call);
    await s.listenKeys.keepAlive(k.row.id, call.params.listenKey, 'futures');
    return { listenKey: await s.listenKeys.open(k.row.id, k.row.user_id, k.row.mode, 'futures') };
  });
  endpoint(b, s, 'DELETE', '/fapi/v1/listenKey', keyOnly, async (call) => {
    await s.listenKeys.close(keyOf(call).row.id, call.params.listenKey, 'futures');
    return {};
  });
}
