import { coinBySymbol, DEFAULT_DECIMALS, formatAmount, tryParseAmount, type Atoms } from '@candor/shared';

/**
 * Places the page reads wire decimals at: every coin's amounts fit (a coin has at most 18), so sums and comparisons
 * of amounts with different places stay exact.
 */
export const WIDE = 18;

/** A decimal string from the server as exact atoms at WIDE places; 0 for anything that is not a plain decimal. */
export const atomsOf = (text: string | null | undefined): Atoms => (text ? tryParseAmount(text.trim(), WIDE) ?? 0n : 0n);

/** Atoms at WIDE places back to a plain decimal string ("1.5"). */
export const textOf = (atoms: Atoms): string => formatAmount(atoms, WIDE);

/** The places of a coin's amounts: the shared coin list's, else the ledger's default. */
export const decimalsOf = (coin: string): number => coinBySymbol(coin)?.decimals ?? DEFAULT_DECIMALS;

/** The shown text of an amount when amounts are hidden. */
export const HIDDEN = '****';
