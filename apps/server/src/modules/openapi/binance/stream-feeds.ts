import type { Bus } from '../../../platform/bus/bus.js';
import { parseAmount } from '@candor/shared';
import type { OpenApiService } from '../openapi.service.js';
import { KLINE_INTERVALS, SPOT_MARKETS, bSymbol, closeTimeOf, dec } from './format.js';

const marketOf = (symbol: string) => SPOT_MARKETS.find((m) => m.symbol === symbol);
const klineOf = Object.fromEntries(Object.entries(KLINE_INTERVALS).map(([b, v]) => [v.candle, b])) as Record<string, string>;

/**
 * Feeds the Binance streams from the bus: depth diffs and book tickers of watched books, trades, klines from the
 * candles, and the user data streams (order updates and balances). Public streams carry the real books.
 */
export function binanceStreamFeeds(bus: Bus, s: OpenApiService): (() => void)[] {
  const hub = s.streams;
  let tradeSeq = 0;
  /** Each user's last execution report under way: the next waits for it, so reports keep the orders' sequence. */
  const reports = new Map<number, Promise<void>>();
  const lastTop = new Map<string, string>();
  const offDiff = s.depth.onDiff((d) => {
    if (d.mode !== 'real') return;
    const m = marketOf(d.symbol);
    if (!m) return;
    const name = bSymbol(m);
    const low = name.toLowerCase();
    hub.emit(`${low}@depth`, { e: 'depthUpdate', E: d.time, s: name, U: d.U, u: d.u, b: d.bids, a: d.asks });
    if (hub.watched(`${low}@bookTicker`)) {
      const top = s.depth.trackedTop(d.symbol, 'real');
      if (!top) return;
      const text = JSON.stringify([top.bid, top.ask]);
      if (lastTop.get(low) !== text) {
        lastTop.set(low, text);
        hub.emit(`${low}@bookTicker`, {
          u: d.u, s: name, b: top.bid?.[0] ?? dec(0n), B: top.bid?.[1] ?? dec(0n), a: top.ask?.[0] ?? dec(0n), A: top.ask?.[1] ?? dec(0n),
        });
      }
    }
  });
  return [
    offDiff,
    bus.subscribe('spot.depth', (e) => {
      const m = marketOf(e.symbol);
      if (!m || !s.depth.tracked(e.symbol, e.mode)) return;
      const low = bSymbol(m).toLowerCase();
      s.depth.dropIdle(e.symbol, e.mode, e.mode === 'real' && (hub.watched(`${low}@depth`) || hub.watched(`${low}@bookTicker`)));
      if (s.depth.tracked(e.symbol, e.mode)) void s.depth.refresh(m, e.mode).catch(() => undefined);
    }),
    bus.subscribe('spot.trades', (e) => {
      const m = marketOf(e.symbol);
      if (e.mode !== 'real' || !m) return;
      const low = bSymbol(m).toLowerCase();
      if (!hub.watched(`${low}@trade`) && !hub.watched(`${low}@aggTrade`)) return;
      for (const t of e.trades) {
        tradeSeq += 1;
        const base = { E: s.clock.now(), s: bSymbol(m), p: dec(parseAmount(t.p)), q: dec(parseAmount(t.q)), T: t.t, m: false, M: true };
        hub.emit(`${low}@trade`, { e: 'trade', ...base, t: tradeSeq });
        hub.emit(`${low}@aggTrade`, { e: 'aggTrade', ...base, a: tradeSeq, f: tradeSeq, l: tradeSeq });
      }
    }),
    bus.subscribe('market.ticks', (e) => {
      for (const c of e.candles) {
        const m = marketOf(c.symbol);
        const interval = klineOf[c.interval];
        if (!m || !interval) continue;
        const stream = `${bSymbol(m).toLowerCase()}@kline_${interval}`;
        if (!hub.watched(stream)) continue;
        hub.emit(stream, {
          e: 'kline', E: s.clock.now(), s: bSymbol(m),
          k: {
            t: c.openTime, T: closeTimeOf(c.openTime, interval), s: bSymbol(m), i: interval, f: -1, L: -1, o: dec(c.open), c: dec(c.close),
            h: dec(c.high), l: dec(c.low), v: dec(c.volume), n: 0, x: false, q: dec((c.volume * c.close) / 100_000_000n), V: '0.00000000', Q: '0.00000000', B: '0',
          },
        });
      }
    }),
    bus.subscribe('spot.order', (e) => {
      const o = e.order;
      const m = marketOf(o.symbol);
      if (!m || !hub.listening(e.userId, o.mode, 'spot')) return;
      const filled = parseAmount(o.filled);
      const status = o.status === 'waiting' ? (filled > 0n ? 'PARTIALLY_FILLED' : 'NEW') : o.status === 'completed' ? 'FILLED' : o.cancel_reason === 'user' ? 'CANCELED' : 'EXPIRED';
      const at = s.clock.now();
      // The order's clientOrderId (recorded once its named placement settles), each user's reports kept in order.
      const named = (reports.get(e.userId) ?? Promise.resolve())
        .then(() => s.clientOrders.settled(e.userId, 'spot')).then(() => s.clientOrders.nameOf('spot', o.id)).catch(() => undefined);
      const sent = named.then((cid) => hub.emitUser(e.userId, o.mode, {
        e: 'executionReport', E: at, s: bSymbol(m), c: cid ?? `candor-${o.id}`, S: o.side.toUpperCase(), o: o.type.toUpperCase(), f: o.tif,
        q: dec(o.amount ? parseAmount(o.amount) : 0n), p: dec(o.price ? parseAmount(o.price) : 0n), P: '0.00000000', F: '0.00000000', g: -1, C: '',
        x: status === 'PARTIALLY_FILLED' ? 'TRADE' : status === 'FILLED' && filled > 0n ? 'TRADE' : status === 'NEW' ? 'NEW' : status === 'CANCELED' ? 'CANCELED' : 'EXPIRED',
        X: status, r: 'NONE', i: o.id, l: '0.00000000', z: dec(filled), L: '0.00000000', n: dec(parseAmount(o.fee)), N: o.fee_asset, T: o.updated_at,
        t: -1, I: o.id, w: o.status === 'waiting', m: false, M: false, O: o.created_at, Z: dec(parseAmount(o.filled_quote)), Y: '0.00000000', Q: '0.00000000',
      }));
      reports.set(e.userId, sent);
      void sent.finally(() => { if (reports.get(e.userId) === sent) reports.delete(e.userId); });
    }),
    bus.subscribe('ledger.balances', (changes) => {
      for (const ch of changes) {
        if (!hub.listening(ch.userId, ch.mode, 'spot')) continue;
        void s.d.ledger.balances(ch.userId, ch.mode).then((list) => {
          hub.emitUser(ch.userId, ch.mode, {
            e: 'outboundAccountPosition', E: s.clock.now(), u: s.clock.now(),
            B: list.filter((x) => x.kind === 'funding').map((x) => ({ a: x.asset, f: dec(x.available), l: dec(x.locked) })),
          });
        }).catch(() => undefined);
      }
    }),
  ];
}
