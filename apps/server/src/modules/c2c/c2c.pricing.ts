import { mulDiv, pow10 } from '@candor/shared';
import type { MarketService } from '../market/index.js';
import type { SwapService } from '../swap/index.js';
import type { AdRow } from './c2c.repo.js';

const ONE = pow10(8);

/**
 * Prices of ads: a fixed ad's own price, or a float ad's margin over the feed: the coin's feed price in USDT (USDT is
 * 1) times the operator's published fiat rate (units per USDT). Nobody writes a price: the feed and the published
 * rate are read, never set, here.
 */
export class C2cPricing {
  constructor(private readonly market: Pick<MarketService, 'lastPrice'>, private readonly swap: Pick<SwapService, 'publishedFiatRate'>) {}

  /** The coin's price in USDT (8 places), or null without a feed tick. */
  usdtPrice(coin: string): bigint | null {
    if (coin === 'USDT') return ONE;
    try {
      return this.market.lastPrice(`${coin}/USDT`)?.price ?? null;
    } catch {
      return null;
    }
  }

  /** Fiat per USDT (8 places), or null for a currency the operator has not published. */
  async fiatPerUsdt(fiat: string): Promise<bigint | null> {
    const rate = await this.swap.publishedFiatRate(fiat);
    // The rate is in 8 places whatever the currency's own decimals.
    return rate ? rate.rateAtoms : null;
  }

  /** The ad's price now in fiat per coin (8 places), null when a float ad has no feed price or fiat rate. */
  async priceOf(ad: Pick<AdRow, 'price_type' | 'fixed_price_atoms' | 'margin_bps' | 'coin' | 'fiat'>): Promise<bigint | null> {
    if (ad.price_type === 'fixed') return ad.fixed_price_atoms;
    const usdt = this.usdtPrice(ad.coin);
    const fiat = await this.fiatPerUsdt(ad.fiat);
    if (usdt === null || fiat === null) return null;
    const base = mulDiv(usdt, fiat, ONE, 'half_up');
    const price = mulDiv(base, BigInt(10_000 + (ad.margin_bps ?? 0)), 10_000n, 'half_up');
    // Cents: a fiat price has two places.
    return (price / 1_000_000n) * 1_000_000n;
  }

  /** What an escrow is worth in USDT (for the appeal threshold): by the feed, else by the fiat amount and rate, else the quantity. */
  async usdtValue(coin: string, quantity: bigint, fiat: string, amount: bigint): Promise<bigint> {
    const p = this.usdtPrice(coin);
    if (p !== null) return mulDiv(quantity, p, ONE, 'half_up');
    const rate = await this.fiatPerUsdt(fiat);
    return rate !== null && rate > 0n ? mulDiv(amount, ONE, rate, 'half_up') : quantity;
  }
}
