import { CRYPTO_MARKETS, formatAmount, parseAmount, pow10, type Market } from '@candor/shared';
import type { FastifyBaseLogger } from 'fastify';
import { platformAccount, PLATFORM_OWNER, type LedgerService } from '../ledger/index.js';
import type { Mode } from './spot.books.js';
import { lotsToAtoms, notional, ticksToAtoms, toTicks, unitsOf } from './spot.math.js';
import type { SpotService } from './spot.service.js';

export type MarketMakerOptions = {
  levels: number;
  /**
   * Distance of the best level from the feed price, in ticks of the market, as a liquid market quotes; the next levels
   * follow `stepBps` apart. Without it the best level is `stepBps` away too.
   */
  innerTicks?: number;
  /** Distance between ladder levels, in basis points of the feed price. */
  stepBps: number;
  /** Quote value of each level. */
  levelQuote: string;
  /** Requote when the feed moved this many basis points from the last quote, or after `maxAgeMs`. */
  requoteBps: number;
  maxAgeMs: number;
  modes: Mode[];
  /** Quote currency and base value (in quote) the platform puts into each market maker account. */
  fundingQuote: string;
};

export const DEFAULT_MM: MarketMakerOptions = {
  levels: 5, innerTicks: 2, stepBps: 2, levelQuote: '2000', requoteBps: 5, maxAgeMs: 30_000, modes: ['real', 'demo'], fundingQuote: '5000000',
};

type Quoted = { price: bigint; at: number; busy: boolean };

/**
 * The platform's market maker: an account funded through the ledger (from the outside world for real books, from
 * the demo treasury for demo books) that quotes a ladder of bids and asks around the feed price on every crypto
 * market, through the same order books and settlement as users. It never sets a price: it follows the feed.
 */
export class MarketMaker {
  private readonly quoted = new Map<string, Quoted>();

  constructor(private readonly spot: SpotService, private readonly ledger: LedgerService, private readonly log: FastifyBaseLogger,
    private readonly options: MarketMakerOptions = DEFAULT_MM, private readonly markets: readonly Market[] = CRYPTO_MARKETS) {}

  /**
   * Funds the market maker accounts of the given modes once (idempotent by reference) from the outside world (real) or
   * the demo treasury. A production install passes only demo: its real liquidity comes from operators' recorded
   * holdings, through the back office with two admins (the treasury module).
   */
  async fund(modes: readonly Mode[] = this.options.modes): Promise<void> {
    const budget = parseAmount(this.options.fundingQuote);
    for (const mode of modes) {
      const source = mode === 'real' ? 'external' : 'demo_treasury';
      const assets = new Map<string, bigint>();
      for (const m of this.markets) {
        assets.set(m.quote, (assets.get(m.quote) ?? 0n) + budget);
        assets.set(m.base, (assets.get(m.base) ?? 0n) + (budget * pow10(8)) / parseAmount(m.startPrice));
      }
      for (const [asset, amount] of assets) {
        await this.ledger.transaction((tx) => this.ledger.post(tx, {
          actor: { type: 'system', id: 0 }, reason: 'market_maker_funding', ref: `mm:fund:${mode}:${asset}:v1`,
          lines: [
            { account: platformAccount(asset, source, mode), amount: -amount },
            { account: platformAccount(asset, 'market_maker', mode), amount },
          ],
        }));
      }
    }
  }

  /** Cancels every order the market maker left resting (at start, before quoting afresh). */
  async withdrawAll(): Promise<void> {
    for (const mode of this.options.modes) {
      for (let offset = 0; ;) {
        const { items } = await this.spot.list({ userId: PLATFORM_OWNER, mode, status: 'waiting', limit: 100, offset });
        if (items.length === 0) break;
        let failed = 0;
        for (const o of items) {
          await this.spot.cancel(PLATFORM_OWNER, mode, o.id).catch((err: unknown) => {
            failed++;
            this.log.warn({ err, id: o.id }, 'market maker could not withdraw an order');
          });
        }
        // Orders that would not cancel stay listed; step past them rather than retry for ever.
        offset += failed;
      }
    }
  }

  /** Follows a feed price: requotes a book when the price moved enough or the quotes grew old. */
  onPrice(symbol: string, price: bigint, now: number): void {
    const market = this.markets.find((m) => m.symbol === symbol);
    if (!market) return;
    for (const mode of this.options.modes) {
      const key = `${symbol}|${mode}`;
      const q = this.quoted.get(key);
      if (q?.busy) continue;
      const moved = q ? ((price > q.price ? price - q.price : q.price - price) * 10_000n) / q.price : 0n;
      if (q && moved < BigInt(this.options.requoteBps) && now - q.at < this.options.maxAgeMs) continue;
      this.quoted.set(key, { price, at: now, busy: true });
      void this.requote(market, mode, price)
        .catch((err: unknown) => this.log.warn({ err, symbol, mode }, 'market maker requote failed'))
        .finally(() => this.quoted.set(key, { price, at: now, busy: false }));
    }
  }

  /**
   * Replaces the market maker's ladder on one book around `price`, within what its account holds: an empty account
   * (a production install before operators fund it) quotes nothing.
   */
  async requote(market: Market, mode: Mode, price: bigint): Promise<void> {
    const { items } = await this.spot.list({ userId: PLATFORM_OWNER, mode, status: 'waiting', symbol: market.symbol, limit: 100, offset: 0 });
    for (const o of items) await this.spot.cancel(PLATFORM_OWNER, mode, o.id).catch(() => undefined);
    const units = unitsOf(market);
    const levelQuote = parseAmount(this.options.levelQuote);
    const left = {
      buy: (await this.ledger.balance(platformAccount(market.quote, 'market_maker', mode))).available,
      sell: (await this.ledger.balance(platformAccount(market.base, 'market_maker', mode))).available,
    };
    const step = (k: number): bigint => {
      const inner = this.options.innerTicks;
      const ladder = (price * BigInt(this.options.stepBps)) / 10_000n;
      return inner === undefined ? ladder * BigInt(k) : BigInt(inner) * units.tickAtoms + ladder * BigInt(k - 1);
    };
    for (let k = 1; k <= this.options.levels; k++) {
      for (const side of ['buy', 'sell'] as const) {
        const offset = step(k);
        const raw = side === 'buy' ? price - offset : price + offset;
        const ticks = side === 'buy' ? raw / units.tickAtoms : (raw + units.tickAtoms - 1n) / units.tickAtoms;
        const priceAtoms = ticks * units.tickAtoms;
        if (toTicks(units, priceAtoms) === null) continue;
        const lots = (levelQuote * pow10(8)) / priceAtoms / units.lotAtoms;
        if (lots <= 0n) continue;
        const lock = side === 'buy' ? notional(units, Number(ticks), Number(lots)) : lotsToAtoms(units, Number(lots));
        if (lock > left[side]) continue;
        left[side] -= lock;
        await this.spot.place(PLATFORM_OWNER, mode, {
          symbol: market.symbol, side, type: 'limit', price: formatAmount(ticksToAtoms(units, Number(ticks))),
          amount: formatAmount(lotsToAtoms(units, Number(lots))), tif: 'GTC',
        }).catch((err: unknown) => this.log.warn({ err, symbol: market.symbol, mode, side }, 'market maker order refused'));
      }
    }
  }
}

