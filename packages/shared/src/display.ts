/**
 * The one money display (decisions.md, Money): every number on screen is formatted here by what it means:
 * an amount of an asset, a price of a symbol, a value in USDT, a percent. Each truncates (never rounds) to its
 * places, pads to them so a column lines up, groups digits the way the reader's language does (Intl, Latin digits)
 * and shows nothing for a non-number. Values are read exactly: decimal strings and bigints never pass through a float.
 */
import { COINS } from './coins.js';
import { marketBySymbol } from './markets.js';
import { DEFAULT_DECIMALS, parseAmount, formatAmount as wireAmount, truncateDisplay } from './money.js';

/** A number as the API or a model hands it over: decimal strings for money, numbers for rates and counts. */
export type DisplayInput = string | number | bigint | null | undefined;

/** Places of a price whose symbol is unknown, and of a stablecoin's price (USDC/USDT). */
export const DEFAULT_PRICE_PLACES = 4;
/** Places of a value in USDT (and of any stablecoin amount). */
export const VALUE_PLACES = 2;
/** Places of a percent. */
export const PERCENT_PLACES = 2;

/** Display places of assets that are not wallet coins: fiat currencies of the fiat-rate swap (ISO minor units). */
const FIAT_PLACES: Readonly<Record<string, number>> = {
  USD: 2, EUR: 2, GBP: 2, CNY: 2, INR: 2, THB: 2, RUB: 2, BRL: 2, MYR: 2, TWD: 2, JPY: 0, KRW: 0, VND: 0, IDR: 0,
};

/** The places an amount of the asset shows: the coin's data (BTC 8, ETH 6, stablecoins 2), ISO minor units for fiat, else 8. */
export function displayDecimals(asset: string): number {
  const upper = asset.toUpperCase();
  return COINS.find((c) => c.symbol === upper)?.displayDecimals ?? FIAT_PLACES[upper] ?? DEFAULT_DECIMALS;
}

/** The places a price of the symbol shows: its tick size (BTC/USDT 2, USDC/USDT 4, DOGE/USDT 5). */
export function priceDecimals(symbol: string): number {
  return marketBySymbol(symbol)?.priceDecimals ?? DEFAULT_PRICE_PLACES;
}

export type DisplayOptions = {
  /** BCP 47 locale of the reader (langToBcp47 of the wire code); English when absent. */
  locale?: string | undefined;
  /** '+' on gains (a statement line, a price change); never on zero. */
  sign?: boolean | undefined;
};

const formats = new Map<string, Intl.NumberFormat>();
let exactStrings: boolean | undefined;

function numberFormat(locale: string, places: number, sign: boolean): Intl.NumberFormat {
  const key = `${locale}|${places}|${sign ? 1 : 0}`;
  let nf = formats.get(key);
  if (nf === undefined) {
    const options: Intl.NumberFormatOptions = {
      minimumFractionDigits: places, maximumFractionDigits: places, roundingMode: 'trunc', numberingSystem: 'latn',
      signDisplay: sign ? 'exceptZero' : 'auto',
    };
    try {
      nf = new Intl.NumberFormat(locale, options);
    } catch {
      nf = new Intl.NumberFormat('en', options);
    }
    formats.set(key, nf);
  }
  return nf;
}

/** Whether this engine's Intl reads decimal strings exactly (Intl.NumberFormat v3); older ones go through a float. */
function readsExactStrings(): boolean {
  exactStrings ??= numberFormat('en', 2, false).format('12345678901234567890.125' as `${number}`) === '12,345,678,901,234,567,890.12';
  return exactStrings;
}

/** Groups an exact decimal string with the locale's separators, three digits a group, for engines without v3. */
function groupByHand(text: string, nf: Intl.NumberFormat, sign: boolean): string {
  const parts = nf.formatToParts(1234.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const zero = /^0*$/.test(whole + (fraction ?? ''));
  const head = negative && !zero ? '-' : sign && !zero ? '+' : '';
  return head + whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) + (fraction === undefined ? '' : decimal + fraction);
}

/** Truncates to `places`, pads to them and groups for the locale; '' for a non-number. */
function digits(value: DisplayInput, places: number, o: DisplayOptions = {}): string {
  const exact = truncateDisplay(value, places);
  if (exact === '') return '';
  const nf = numberFormat(o.locale ?? 'en', places, o.sign === true);
  if (readsExactStrings()) return nf.format(exact as `${number}`);
  const [whole, fraction = ''] = exact.split('.');
  return groupByHand(places === 0 ? exact : `${whole ?? '0'}.${fraction.padEnd(places, '0')}`, nf, o.sign === true);
}

/** An amount of an asset at the asset's display places: 0.01143596 BTC stays "0.01143596", 1000.5 USDT is "1,000.50". */
export function formatAssetAmount(value: DisplayInput, asset: string, o: DisplayOptions = {}): string {
  return digits(value, displayDecimals(asset), o);
}

/** A price of a symbol at its tick size ("96,000.12" for BTC/USDT, "1.0001" for USDC/USDT). */
export function formatSymbolPrice(value: DisplayInput, symbol: string, o: DisplayOptions = {}): string {
  return digits(value, priceDecimals(symbol), o);
}

/** A price with its places given (a quote that carries price_decimals, a chart axis). */
export function formatPriceAt(value: DisplayInput, places: number, o: DisplayOptions = {}): string {
  return digits(value, places, o);
}

/** A value in USDT: 2 places ("1,903.49"). */
export function formatValueUsdt(value: DisplayInput, o: DisplayOptions = {}): string {
  return digits(value, VALUE_PLACES, o);
}

/**
 * A value already in percent ("1.5" is 1.5 %), truncated to 2 places, with the locale's percent sign and spacing
 * ("1.50%", de "1,50 %"); '' for a non-number.
 */
export function formatPercentValue(value: DisplayInput, o: DisplayOptions = {}): string {
  const exact = truncateDisplay(value, PERCENT_PLACES);
  if (exact === '') return '';
  const ratio = wireAmount(parseAmount(exact, PERCENT_PLACES), PERCENT_PLACES + 2);
  const key = `${o.locale ?? 'en'}|%|${o.sign === true ? 1 : 0}`;
  let nf = formats.get(key);
  if (nf === undefined) {
    const options: Intl.NumberFormatOptions = {
      style: 'percent', minimumFractionDigits: PERCENT_PLACES, maximumFractionDigits: PERCENT_PLACES, roundingMode: 'trunc',
      numberingSystem: 'latn', signDisplay: o.sign === true ? 'exceptZero' : 'auto',
    };
    try {
      nf = new Intl.NumberFormat(o.locale ?? 'en', options);
    } catch {
      nf = new Intl.NumberFormat('en', options);
    }
    formats.set(key, nf);
  }
  if (readsExactStrings()) return nf.format(ratio as `${number}`);
  return `${digits(exact, PERCENT_PLACES, o)}%`;
}
