import { tryParseAmount, type Atoms, type SwapCurrencies } from '@candor/shared';

/** Coin swaps price two coins at the feed; fiat swaps price USDT against a fiat currency at the operator's rate. */
export type SwapKind = 'coin' | 'fiat';

export const SWAP_KINDS: readonly SwapKind[] = ['coin', 'fiat'];

/** The unit of account: every fiat swap has it on one side. */
export const USDT = 'USDT';

/** One side's asset: its places, and for a fiat currency its rate per USDT and whether that rate is a sample. */
export type SwapAsset = { symbol: string; name: string; decimals: number; fiat: boolean; ratePerUsdt: Atoms | null; sample: boolean };

export type Catalog = { coins: SwapAsset[]; fiats: SwapAsset[]; spreadBps: number; quoteValidMs: number };

/** What /swap/currencies answers, as the form reads it (rates in atoms). */
export function readCatalog(w: SwapCurrencies): Catalog {
  return {
    coins: w.coins.map((c) => ({ symbol: c.symbol, name: c.name, decimals: c.decimals, fiat: false, ratePerUsdt: null, sample: false })),
    fiats: w.fiats.map((f) => ({ symbol: f.code, name: f.code, decimals: f.decimals, fiat: true, ratePerUsdt: tryParseAmount(f.rate), sample: f.sample })),
    spreadBps: w.spread_bps,
    quoteValidMs: w.quote_valid_ms,
  };
}

/** The asset a symbol means in a kind of swap: coins in coin swaps; USDT or a fiat currency in fiat swaps. */
export function assetOf(c: Catalog, kind: SwapKind, symbol: string): SwapAsset | undefined {
  if (kind === 'coin' || symbol === USDT) return c.coins.find((a) => a.symbol === symbol);
  return c.fiats.find((a) => a.symbol === symbol);
}

/**
 * What a side may be switched to: any coin in a coin swap; in a fiat swap the side that is not USDT chooses among
 * the fiat currencies and the USDT side has no choice.
 */
export function choicesOf(c: Catalog, kind: SwapKind, current: string): SwapAsset[] {
  if (kind === 'coin') return c.coins;
  return current === USDT ? [] : c.fiats;
}
