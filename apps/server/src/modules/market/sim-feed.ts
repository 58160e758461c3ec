import { parseAmount, type Market } from '@candor/shared';
import type { PriceFeed, Tick } from './feed.js';
import { Prng, seedOf } from './prng.js';
import { MAX_VOLUME } from './candles.js';
import type { Draws } from './sim-seed.js';

const YEAR_MS = 365 * 86_400_000;
const PPB = 1_000_000_000n;

const nyParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** New York Stock Exchange regular hours: Monday to Friday, 9:30 to 16:00 New York time (holidays not modelled). */
export function isUsMarketOpen(t: number): boolean {
  const parts = Object.fromEntries(nyParts.formatToParts(new Date(t)).map((p) => [p.type, p.value]));
  if (parts['weekday'] === 'Sat' || parts['weekday'] === 'Sun') return false;
  const minutes = Number(parts['hour']) * 60 + Number(parts['minute']);
  return minutes >= 570 && minutes < 960;
}

type Walk = { market: Market; price: bigint; tick: bigint; rng: Draws };

/**
 * Simulated traded volume over `ms`: about 100,000 USDT a minute per market on average, in base atoms. A walk that
 * wandered to a tiny price would make that a number no 64-bit column holds: it stops at the cap (candles saturate too).
 */
export function volumeOf(w: Pick<Walk, 'price' | 'rng'>, ms: number): bigint {
  const quoteAtoms = BigInt(Math.round(w.rng.next() * 2e5 * (ms / 60_000))) * 100_000_000n;
  const base = (quoteAtoms * 100_000_000n) / w.price;
  return base > MAX_VOLUME ? MAX_VOLUME : base;
}

/** One step of geometric Brownian motion: a float draw, applied to integer atoms in parts per billion. */
function moveWalk(w: Walk, dtYears: number): void {
  const sigma = w.market.volatility;
  const logReturn = -0.5 * sigma * sigma * dtYears + sigma * Math.sqrt(dtYears) * w.rng.normal();
  const factorPpb = BigInt(Math.round(Math.exp(Math.max(-0.5, Math.min(0.5, logReturn))) * 1e9));
  const raw = (w.price * factorPpb) / PPB;
  const rounded = ((raw + w.tick / 2n) / w.tick) * w.tick;
  w.price = rounded > 0n ? rounded : w.tick;
}

/**
 * The default feed: a seeded geometric random walk per market with the market's own volatility, rounded to its
 * tick size. The random draw is a float; the price itself is integer atoms, moved by a whole number of parts per
 * billion. Stocks move only during New York market hours.
 */
export class SimulatedFeed implements PriceFeed {
  readonly source = 'sim';
  private readonly walks: Walk[];
  private timer: NodeJS.Timeout | null = null;
  private lastTime: number;

  /**
   * `seed`: a number gives the reproducible walk of a seeded generator (tests, MARKET_SEED for development); an
   * install's feed passes `secretDraws` (sim-seed.ts), the secret, unpredictable stream kept in its data directory.
   */
  constructor(markets: readonly Market[], seed: number | ((symbol: string) => Draws), startTime: number, private readonly intervalMs = 1000,
    private readonly now: () => number = Date.now) {
    this.lastTime = startTime;
    this.walks = markets.map((market) => ({
      market,
      price: parseAmount(market.startPrice),
      tick: 10n ** BigInt(8 - market.priceDecimals),
      rng: typeof seed === 'number' ? new Prng(seedOf(market.symbol, seed)) : seed(market.symbol),
    }));
  }

  /** Crypto always; a stock only while New York trades. */
  covers(symbol: string, time: number): boolean {
    const walk = this.walks.find((w) => w.market.symbol === symbol);
    return walk !== undefined && (walk.market.kind !== 'stock' || isUsMarketOpen(time));
  }

  /** Continues from stored prices (after a restart) instead of the start prices. */
  resume(lastPrices: Map<string, { price: bigint; time: number }>): void {
    for (const w of this.walks) {
      const last = lastPrices.get(w.market.symbol);
      if (last) w.price = last.price;
    }
    const latest = Math.max(...[...lastPrices.values()].map((v) => v.time));
    if (Number.isFinite(latest)) this.lastTime = latest;
  }

  /** Moves every open market from the last step to time t and answers one tick per market. */
  step(t: number): Tick[] {
    const dtMs = Math.max(t - this.lastTime, 1);
    const dtYears = dtMs / YEAR_MS;
    this.lastTime = t;
    const ticks: Tick[] = [];
    for (const w of this.walks) {
      if (w.market.kind === 'stock' && !isUsMarketOpen(t)) continue;
      moveWalk(w, dtYears);
      const volume = volumeOf(w, dtMs);
      ticks.push({ symbol: w.market.symbol, price: w.price, volume, time: t, source: this.source });
    }
    return ticks;
  }

  /** Ticks from `from` to `to` every `stepMs`, walking forward from the current prices. */
  *history(from: number, to: number, stepMs: number): Generator<Tick[]> {
    this.lastTime = from - stepMs;
    for (let t = from; t <= to; t += stepMs) yield this.step(t);
  }

  /**
   * History that ends at the current prices: walks backward in time from the last of `times` (ascending), so a
   * fresh install's market is at realistic levels now rather than wherever a year of random walk led.
   * Answers ticks in ascending time order; the feed then continues from the prices at the last time.
   */
  backwardHistory(times: readonly number[]): Tick[][] {
    const start = this.walks.map((w) => w.price);
    const out: Tick[][] = new Array<Tick[]>(times.length);
    for (let i = times.length - 1; i >= 0; i--) {
      const t = times[i] as number;
      const span = t - (times[i - 1] ?? t - 60_000);
      const ticks: Tick[] = [];
      for (const w of this.walks) {
        if (w.market.kind === 'stock' && !isUsMarketOpen(t)) continue;
        ticks.push({ symbol: w.market.symbol, price: w.price, volume: volumeOf(w, span), time: t, source: this.source });
      }
      out[i] = ticks;
      const previous = times[i - 1];
      if (previous !== undefined) for (const w of this.walks) moveWalk(w, Math.max(t - previous, 1) / YEAR_MS);
    }
    this.walks.forEach((w, i) => { w.price = start[i] as bigint; });
    this.lastTime = times.at(-1) ?? this.lastTime;
    return out;
  }

  start(emit: (ticks: Tick[]) => void): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      const ticks = this.step(this.now());
      if (ticks.length > 0) emit(ticks);
    }, this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
