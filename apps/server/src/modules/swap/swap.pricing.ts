import { COINS, CRYPTO_MARKETS, DEFAULT_DECIMALS, pow10 } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { CoinsService } from '../coins/index.js';
import type { MarketService } from '../market/index.js';
import { MAX_PRICE_AGE_MS, type SwapPrices } from './swap.math.js';
import type { SwapRepo } from './swap.repo.js';
import type { SwapKind } from './swap.tables.js';

/** USDT is the unit of account of coin swaps: its price is 1 by definition (markets are X/USDT). */
export const USDT = 'USDT';
const ONE = pow10(DEFAULT_DECIMALS);

export type SwapAsset = { symbol: string; name: string; decimals: number; currencyId: number | null };

/** A pair priced now: both sides valued in `unit`. */
export type PricedPair = { kind: SwapKind; from: SwapAsset; to: SwapAsset; unit: string; prices: Omit<SwapPrices, 'spreadBps'> };

type Reader = Db | Tx;

/**
 * Where swap prices come from: coins at the feed's last price (through USDT), fiat currencies at the operator's
 * rate per USDT. Nothing here writes a price.
 */
export class SwapPricing {
  constructor(private readonly market: MarketService, private readonly coins: CoinsService, private readonly repo: SwapRepo,
    private readonly clock: Clock) {}

  /** The swappable coins: the wallet coins, then the spot markets' bases. */
  async coinList(db?: Reader): Promise<SwapAsset[]> {
    const wallet = (await this.coins.list(db)).map((c): SwapAsset => ({ symbol: c.asset, name: c.coin.name, decimals: c.coin.decimals, currencyId: c.coin.id }));
    const seen = new Set(wallet.map((c) => c.symbol));
    const bases = CRYPTO_MARKETS.filter((m) => !seen.has(m.base))
      .map((m): SwapAsset => ({ symbol: m.base, name: m.name, decimals: DEFAULT_DECIMALS, currencyId: null }));
    return [...wallet, ...bases];
  }

  /** A coin by symbol (any case) or by the seed's currency_id. */
  async coin(input: string | undefined, db?: Reader): Promise<SwapAsset> {
    const text = (input ?? '').trim();
    if (text === '') fail('swap_currency_required');
    const symbol = /^\d+$/.test(text) ? COINS.find((c) => c.id === Number(text))?.symbol : text.toUpperCase();
    const found = (await this.coinList(db)).find((c) => c.symbol === symbol);
    if (!found) fail('swap_currency_unknown');
    return found;
  }

  /** The feed's last price of a coin in USDT, refused when there is none or it is stale. */
  coinPrice(symbol: string): bigint {
    if (symbol === USDT) return ONE;
    const market = `${symbol}/${USDT}`;
    // A wallet coin without a market (coins are data) has no feed price to swap at.
    if (!this.market.markets.some((m) => m.symbol === market)) fail('swap_price_unavailable', { asset: symbol });
    this.market.assertFresh(market);
    const last = this.market.lastPrice(market);
    if (!last || last.price <= 0n || this.clock.now() - last.time > MAX_PRICE_AGE_MS) fail('swap_price_unavailable', { asset: symbol });
    return last.price;
  }

  async coinPair(fromInput: string | undefined, toInput: string | undefined): Promise<PricedPair> {
    const from = await this.coin(fromInput);
    const to = await this.coin(toInput);
    if (from.symbol === to.symbol) fail('swap_pair_invalid');
    return { kind: 'coin', from, to, unit: USDT, prices: { fromPrice: this.coinPrice(from.symbol), toPrice: this.coinPrice(to.symbol), usdtPrice: ONE } };
  }

  /** A fiat currency the operator enabled, as a swap asset with its rate per USDT. */
  async fiat(code: string, db: Reader): Promise<{ asset: SwapAsset; rate: bigint }> {
    const row = await this.repo.fiatRate(code, db);
    if (!row) fail('fiat_unknown');
    if (row.enabled !== 1) fail('fiat_disabled', { code: row.code });
    return { asset: { symbol: row.code, name: row.code, decimals: row.decimals, currencyId: null }, rate: row.rate_atoms };
  }

  /** A fiat pair is USDT and a fiat currency, valued in the fiat currency: USDT at the rate, the currency at 1. */
  async fiatPair(fromInput: string | undefined, toInput: string | undefined, db: Reader): Promise<PricedPair> {
    const from = (fromInput ?? '').trim().toUpperCase();
    const to = (toInput ?? '').trim().toUpperCase();
    if (from === '' || to === '') fail('swap_currency_required');
    if ((from === USDT) === (to === USDT)) fail('fiat_pair_invalid');
    const code = from === USDT ? to : from;
    if (!/^[A-Z]{3}$/.test(code)) fail('fiat_unknown');
    const { asset, rate } = await this.fiat(code, db);
    const usdt = await this.coin(USDT, db);
    return from === USDT
      ? { kind: 'fiat', from: usdt, to: asset, unit: code, prices: { fromPrice: rate, toPrice: ONE, usdtPrice: rate } }
      : { kind: 'fiat', from: asset, to: usdt, unit: code, prices: { fromPrice: ONE, toPrice: rate, usdtPrice: rate } };
  }

  /** The assets of a stored quote, read again at exchange time (a fiat currency the operator paused is refused). */
  async quotedAssets(kind: SwapKind, from: string, to: string, tx: Tx): Promise<{ from: SwapAsset; to: SwapAsset }> {
    const one = async (symbol: string): Promise<SwapAsset> => (kind === 'fiat' && symbol !== USDT
      ? (await this.fiat(symbol, tx)).asset
      : this.coin(symbol, tx));
    return { from: await one(from), to: await one(to) };
  }
}
