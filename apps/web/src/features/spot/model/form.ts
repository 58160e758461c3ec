import { formatAmount as toDecimal, mulDiv, pow10, tryParseAmount, type Atoms } from '@candor/shared';
import { budgetPlaces, lotAtoms, tickAtoms, type MarketSpec } from './market';
import { cleanDecimalText } from '../../../ui/format/input';

export type Side = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';

/** The order form: what the user typed (decimal strings, as typed) and whether a submit was attempted. */
export type FormState = {
  spec: MarketSpec;
  side: Side;
  type: OrderType;
  price: string;
  amount: string;
  /** The quick share last applied (25, 50, 75, 100); cleared when the amount is typed. */
  percent: number | null;
  /** The price was filled in from the market once; a price the user cleared is not filled in again. */
  prefilled: boolean;
  submitted: boolean;
};

export type FormAction =
  | { kind: 'market'; spec: MarketSpec }
  | { kind: 'side'; side: Side }
  | { kind: 'type'; type: OrderType }
  | { kind: 'price'; text: string }
  | { kind: 'amount'; text: string }
  | { kind: 'prefill'; price: string }
  | { kind: 'pick'; price: string }
  | { kind: 'step'; dir: 1 | -1; last: string | null }
  | { kind: 'quick'; percent: number; available: Atoms; last: string | null }
  | { kind: 'submitted' }
  | { kind: 'placed' };

export const QUICK_PERCENTS = [25, 50, 75, 100] as const;

export function initialForm(spec: MarketSpec, side: Side = 'buy'): FormState {
  return { spec, side, type: 'limit', price: '', amount: '', percent: null, prefilled: false, submitted: false };
}

/** Places the amount field takes: the market's lots, or for a market buy the quote budget's places. */
export function amountPlaces(s: Pick<FormState, 'spec' | 'side' | 'type'>): number {
  return s.type === 'market' && s.side === 'buy' ? budgetPlaces(s.spec) : s.spec.qtyDecimals;
}

/** The asset the amount field is in: the base, or the quote for a market buy (it spends a budget). */
export function amountAsset(s: Pick<FormState, 'spec' | 'side' | 'type'>): string {
  return s.type === 'market' && s.side === 'buy' ? s.spec.quote : s.spec.base;
}

/** A price as the market quotes it: the exact decimal, or '' when it is not a positive number. */
function plainPrice(price: string | null, spec: MarketSpec): string {
  const atoms = price === null ? null : tryParseAmount(price);
  if (atoms === null || atoms <= 0n) return '';
  const tick = tickAtoms(spec);
  return toDecimal(atoms - (atoms % tick));
}

/** The amount a quick share of the available balance buys or sells, floored to what the market accepts. */
export function quickAmount(s: FormState, percent: number, available: Atoms, last: string | null): string | null {
  const share = mulDiv(available > 0n ? available : 0n, BigInt(percent), 100n, 'floor');
  const lot = lotAtoms(s.spec);
  if (s.side === 'sell') return toDecimal(share - (share % lot));
  if (s.type === 'market') {
    const grain = pow10(8 - budgetPlaces(s.spec));
    return toDecimal(share - (share % grain));
  }
  const price = tryParseAmount(s.price) ?? tryParseAmount(last ?? '');
  if (price === null || price <= 0n) return null;
  const qty = mulDiv(share, pow10(8), price, 'floor');
  return toDecimal(qty - (qty % lot));
}

/** The price one tick up or down from the typed price (or the last price), never below one tick. */
export function stepPrice(s: FormState, dir: 1 | -1, last: string | null): string {
  const tick = tickAtoms(s.spec);
  const from = tryParseAmount(s.price) ?? tryParseAmount(last ?? '');
  if (from === null || from <= 0n) return dir > 0 ? toDecimal(tick) : s.price;
  const onGrid = from - (from % tick);
  const next = dir > 0 ? onGrid + tick : (onGrid === from ? from - tick : onGrid);
  return toDecimal(next < tick ? tick : next);
}

/** The order form's transitions; every one returns a new state. */
export function formReducer(s: FormState, a: FormAction): FormState {
  switch (a.kind) {
    case 'market':
      return a.spec.symbol === s.spec.symbol ? { ...s, spec: a.spec } : { ...initialForm(a.spec, s.side), type: s.type };
    case 'side':
      // The amount means another asset on the other side (and for a market buy, a budget): start it afresh.
      return a.side === s.side ? s : { ...s, side: a.side, amount: '', percent: null, submitted: false };
    case 'type':
      return a.type === s.type ? s : { ...s, type: a.type, amount: '', percent: null, submitted: false };
    case 'price':
      return { ...s, price: cleanDecimalText(a.text, s.spec.priceDecimals), prefilled: true };
    case 'amount':
      return { ...s, amount: cleanDecimalText(a.text, amountPlaces(s)), percent: null };
    case 'prefill': {
      if (s.prefilled || s.price !== '') return s;
      const price = plainPrice(a.price, s.spec);
      return price === '' ? s : { ...s, price, prefilled: true };
    }
    case 'pick': {
      const price = plainPrice(a.price, s.spec);
      if (price === '') return s;
      return { ...s, type: 'limit', price, prefilled: true, ...(s.type === 'market' ? { amount: '', percent: null } : {}) };
    }
    case 'step':
      return { ...s, price: stepPrice(s, a.dir, a.last), prefilled: true };
    case 'quick': {
      const amount = quickAmount(s, a.percent, a.available, a.last);
      return amount === null ? s : { ...s, amount, percent: a.percent };
    }
    case 'submitted':
      return { ...s, submitted: true };
    case 'placed':
      return { ...s, amount: '', percent: null, submitted: false };
  }
}
