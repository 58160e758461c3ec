import { parseAmount, type FuturesMarket } from '@candor/shared';
import type { Bus } from '../../../platform/bus/bus.js';
import type { Clock } from '../../../platform/clock.js';
import type { FuturesModuleService } from '../../futures/index.js';
import type { LedgerService } from '../../ledger/index.js';
import type { MarketService } from '../../market/index.js';
import type { ClientOrders } from './client-orders.js';
import { KLINE_INTERVALS, bSymbol, closeTimeOf, dec } from './format.js';
import { futuresOrderOut } from './futures.views.js';
import type { StreamHub } from './stream-hub.js';

/** What the feed reads (the open API's service provides it). */
export type FeedHost = {
  readonly clock: Clock; readonly streams: StreamHub; readonly clientOrders: ClientOrders;
  readonly d: { futures: FuturesModuleService; market: MarketService; ledger: LedgerService };
};

const REFRESH_MS = 60_000;
const klineOf = Object.fromEntries(Object.entries(KLINE_INTERVALS).map(([b, v]) => [v.candle, b])) as Record<string, string>;
/** Internal hub names of futures streams (`f:btcusdt@depth`): the same ids as spot markets, another venue. */
export const fname = (low: string, kind: string) => `f:${low}@${kind}`;

/**
 * The USD-M perpetual streams (fstream style) from the bus. The platform is the counterparty at the mark, and the mark
 * is the market's last tick: the book is one level each side at the mark (the contract's largest position), its update
 * ids are tick times (REST depth answers the last tick's time as lastUpdateId), each diff names the previous one (`pu`)
 * so ccxt keeps a local book. Trades are fills of users' futures orders; the user data stream carries
 * ORDER_TRADE_UPDATE and ACCOUNT_UPDATE.
 */
export class FuturesFeed {
  private contracts: FuturesMarket[] = [];
  private loadedAt = -Infinity;
  private readonly last = new Map<string, { u: number; price: bigint }>();
  private tradeSeq = 0;

  constructor(private readonly s: FeedHost) {}

  /** The enabled contracts (real mode), refreshed once a minute of the clock. */
  async markets(): Promise<FuturesMarket[]> {
    if (this.s.clock.now() - this.loadedAt > REFRESH_MS) {
      this.contracts = (await this.s.d.futures.reports.markets('real')).markets.filter((m) => m.enabled);
      this.loadedAt = this.s.clock.now();
    }
    return this.contracts;
  }

  /** A futures stream name as the hub's, or null: `<symbol>@depth[@100ms]`, `@bookTicker`, `@markPrice[@1s]`, `@trade`, `@aggTrade`, `@kline_<i>`. */
  async parse(name: string): Promise<string | null> {
    const [sym, kind, speed, ...rest] = name.split('@');
    if (!sym || !kind || rest.length > 0 || (speed !== undefined && !/^\d+m?s$/.test(speed))) return null;
    const m = (await this.markets()).find((x) => bSymbol(x).toLowerCase() === sym.toLowerCase());
    if (!m) return null;
    if (!['trade', 'aggTrade', 'bookTicker', 'depth', 'markPrice'].includes(kind) && !/^kline_(1m|5m|15m|30m|1h|4h|1d|1w|1M)$/.test(kind)) return null;
    return fname(bSymbol(m).toLowerCase(), kind);
  }

  /** The book's one level each side at the mark and its update id (the last tick's time), as REST depth answers it. */
  async book(m: FuturesMarket): Promise<{ id: number; price: bigint | null; size: bigint }> {
    const size = parseAmount(m.contract_size) * BigInt(m.max_lots);
    const tick = await this.s.d.market.lastTickAt(m.symbol, this.s.clock.now());
    return tick ? { id: Number(tick.ts), price: BigInt(tick.price_atoms), size } : { id: 0, price: null, size };
  }

  subscriptions(bus: Bus): (() => void)[] {
    const hub = this.s.streams;
    return [
      bus.subscribe('market.ticks', (e) => { void this.ticks(e.ticks).catch(() => undefined); }),
      bus.subscribe('market.ticks', (e) => {
        for (const c of e.candles) {
          const interval = klineOf[c.interval];
          const m = this.contracts.find((x) => x.symbol === c.symbol);
          if (!m || !interval) continue;
          const stream = fname(bSymbol(m).toLowerCase(), `kline_${interval}`);
          if (!hub.watched(stream)) continue;
          hub.emit(stream, {
            e: 'kline', E: this.s.clock.now(), s: bSymbol(m), k: {
              t: c.openTime, T: closeTimeOf(c.openTime, interval), s: bSymbol(m), i: interval, f: -1, L: -1, o: dec(c.open), c: dec(c.close),
              h: dec(c.high), l: dec(c.low), v: dec(c.volume), n: 0, x: false, q: dec((c.volume * c.close) / 100_000_000n), V: '0', Q: '0', B: '0',
            },
          });
        }
      }),
      bus.subscribe('futures.position', (e) => {
        const p = e.position;
        const m = this.contracts.find((x) => x.symbol === p.symbol);
        const id = m ? bSymbol(m) : p.symbol.replace('/', '');
        const now = this.s.clock.now();
        const order = futuresOrderOut(p);
        const fill = e.event === 'opened' || e.event === 'filled' || (e.event === 'closed' && p.close_price !== null);
        const price = e.event === 'closed' || e.event === 'take_profit' || e.event === 'stop_loss' ? p.close_price : p.entry_price;
        if (fill && e.mode === 'real' && price) {
          this.tradeSeq += 1;
          const low = id.toLowerCase();
          const base = { E: now, T: now, s: id, p: dec(parseAmount(price)), q: dec(parseAmount(p.quantity)), m: false };
          hub.emit(fname(low, 'trade'), { e: 'trade', ...base, t: this.tradeSeq, X: 'MARKET' });
          hub.emit(fname(low, 'aggTrade'), { e: 'aggTrade', ...base, a: this.tradeSeq, f: this.tradeSeq, l: this.tradeSeq });
        }
        void this.s.clientOrders.settled(e.userId, 'futures').then(() => this.s.clientOrders.nameOf('futures', p.id)).then((cid) => {
          hub.emitUser(e.userId, e.mode, {
            e: 'ORDER_TRADE_UPDATE', E: now, T: now, o: {
              s: id, c: cid ?? order.clientOrderId, S: order.side, o: order.type, f: 'GTC', q: order.origQty, p: order.price, ap: order.avgPrice, sp: '0',
              x: order.status === 'NEW' ? 'NEW' : order.status === 'CANCELED' ? 'CANCELED' : 'TRADE', X: order.status, i: p.id,
              l: order.executedQty, z: order.executedQty, L: order.avgPrice, N: 'USDT', n: dec(parseAmount(p.open_fee)), T: now, t: this.tradeSeq,
              b: '0', a: '0', m: false, R: false, wt: 'CONTRACT_PRICE', ot: order.type, ps: 'BOTH', cp: false, rp: dec(parseAmount(p.realized_pnl)),
            },
          }, 'futures');
        }).catch(() => undefined);
      }),
      bus.subscribe('ledger.balances', (changes) => {
        for (const ch of changes) {
          if (!hub.listening(ch.userId, ch.mode, 'futures')) continue;
          void this.s.d.ledger.balances(ch.userId, ch.mode).then((list) => {
            const now = this.s.clock.now();
            hub.emitUser(ch.userId, ch.mode, {
              e: 'ACCOUNT_UPDATE', E: now, T: now, a: {
                m: 'ORDER', P: [],
                B: list.filter((x) => x.kind === 'futures').map((x) => ({ a: x.asset, wb: dec(x.available + x.locked), cw: dec(x.available), bc: '0' })),
              },
            }, 'futures');
          }).catch(() => undefined);
        }
      }),
    ];
  }

  /** A batch of ticks: per contract one depth diff (its first and last tick times, the previous diff's), book ticker and mark. */
  private async ticks(ticks: readonly { symbol: string; price: bigint; time: number }[]): Promise<void> {
    const hub = this.s.streams;
    const markets = await this.markets();
    const bySymbol = new Map<string, { first: number; last: number; price: bigint }>();
    for (const t of ticks) {
      const had = bySymbol.get(t.symbol);
      if (!had) bySymbol.set(t.symbol, { first: t.time, last: t.time, price: t.price });
      else if (t.time >= had.last) bySymbol.set(t.symbol, { first: had.first, last: t.time, price: t.price });
    }
    for (const [symbol, b] of bySymbol) {
      const m = markets.find((x) => x.symbol === symbol);
      if (!m) continue;
      const id = bSymbol(m);
      const low = id.toLowerCase();
      let prev = this.last.get(symbol);
      if (!prev) {
        const before = await this.s.d.market.lastTickAt(symbol, b.first - 1);
        prev = { u: before ? Number(before.ts) : 0, price: before ? BigInt(before.price_atoms) : 0n };
      }
      this.last.set(symbol, { u: b.last, price: b.price });
      const size = dec(parseAmount(m.contract_size) * BigInt(m.max_lots));
      const now = this.s.clock.now();
      const level = [dec(b.price), size];
      const side = prev.price > 0n && prev.price !== b.price ? [[dec(prev.price), dec(0n)], level] : [level];
      hub.emit(fname(low, 'depth'), { e: 'depthUpdate', E: now, T: b.last, s: id, U: b.first, u: b.last, pu: prev.u, b: side, a: side });
      hub.emit(fname(low, 'bookTicker'), { e: 'bookTicker', u: b.last, E: now, T: b.last, s: id, b: dec(b.price), B: size, a: dec(b.price), A: size });
      hub.emit(fname(low, 'markPrice'), {
        e: 'markPriceUpdate', E: now, s: id, p: dec(b.price), i: dec(b.price), P: dec(b.price),
        r: dec(BigInt(m.next_funding.rate_ppm.split('.')[0] ?? '0') * 100n * (m.next_funding.payer === 'short' ? -1n : 1n)), T: m.next_funding.time,
      });
    }
  }
}
