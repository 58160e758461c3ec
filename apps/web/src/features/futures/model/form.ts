import { formatAmount as toDecimal, tryParseAmount } from '@candor/shared';
import { cleanDecimalText } from '../../../ui/format/input';
import type { Contract, MarginMode, PositionSide } from './contract';

export type OrderType = 'market' | 'limit';

/** The open-position form: what the user typed (decimal strings as typed) and whether a submit was attempted. */
export type FormState = {
  contract: Contract;
  side: PositionSide;
  marginMode: MarginMode;
  leverage: number;
  type: OrderType;
  price: string;
  lots: string;
  /** TP/SL at open is optional: the two fields show when this is on. */
  tpsl: boolean;
  tp: string;
  sl: string;
  /** The limit price was filled in from the mark once; a price the user cleared is not filled in again. */
  prefilled: boolean;
  submitted: boolean;
};

export type FormAction =
  | { kind: 'contract'; contract: Contract }
  | { kind: 'side'; side: PositionSide }
  | { kind: 'marginMode'; mode: MarginMode }
  | { kind: 'leverage'; leverage: number }
  | { kind: 'type'; type: OrderType }
  | { kind: 'price'; text: string }
  | { kind: 'prefill'; price: string }
  | { kind: 'lots'; text: string }
  | { kind: 'stepLots'; dir: 1 | -1 }
  | { kind: 'tpsl'; on: boolean }
  | { kind: 'tp'; text: string }
  | { kind: 'sl'; text: string }
  | { kind: 'submitted' }
  | { kind: 'placed' };

/** The leverage a form opens with: 10x when the contract offers it, else the nearest choice below, else the lowest. */
export function defaultLeverage(contract: Contract): number {
  const choices = [...contract.leverages].sort((a, b) => a - b);
  const below = choices.filter((l) => l <= 10);
  return below.at(-1) ?? choices[0] ?? 1;
}

export function initialForm(contract: Contract, side: PositionSide = 'long'): FormState {
  return {
    contract, side, marginMode: 'cross', leverage: defaultLeverage(contract), type: 'market', price: '', lots: '1',
    tpsl: false, tp: '', sl: '', prefilled: false, submitted: false,
  };
}

/** Lots as typed: digits only, no leading zeros (a whole number of lots). */
export function cleanLots(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 9);
}

/** A price cut to the contract's tick: the exact decimal, or '' when it is not a positive number. */
export function onTick(price: string, contract: Contract): string {
  const atoms = tryParseAmount(price);
  if (atoms === null || atoms <= 0n) return '';
  const tick = 10n ** BigInt(8 - contract.priceDecimals);
  return toDecimal(atoms - (atoms % tick));
}

export function formReducer(s: FormState, a: FormAction): FormState {
  const places = s.contract.priceDecimals;
  switch (a.kind) {
    case 'contract':
      return a.contract.symbol === s.contract.symbol
        ? { ...s, contract: a.contract, leverage: a.contract.leverages.includes(s.leverage) ? s.leverage : defaultLeverage(a.contract) }
        : { ...initialForm(a.contract, s.side), marginMode: s.marginMode, type: s.type };
    case 'side':
      // TP and SL sit on the other sides of the price for a short: they start afresh.
      return a.side === s.side ? s : { ...s, side: a.side, tp: '', sl: '', submitted: false };
    case 'marginMode':
      return { ...s, marginMode: a.mode };
    case 'leverage':
      return s.contract.leverages.includes(a.leverage) ? { ...s, leverage: a.leverage } : s;
    case 'type':
      return a.type === s.type ? s : { ...s, type: a.type, submitted: false };
    case 'price':
      return { ...s, price: cleanDecimalText(a.text, places), prefilled: true };
    case 'prefill': {
      if (s.prefilled || s.price !== '') return s;
      const price = onTick(a.price, s.contract);
      return price === '' ? s : { ...s, price, prefilled: true };
    }
    case 'lots':
      return { ...s, lots: cleanLots(a.text) };
    case 'stepLots': {
      const now = Number(s.lots === '' ? '0' : s.lots);
      const next = Math.max(1, Math.min(now + a.dir, s.contract.maxLots));
      return { ...s, lots: String(next) };
    }
    case 'tpsl':
      return { ...s, tpsl: a.on, ...(a.on ? {} : { tp: '', sl: '' }) };
    // TP and SL exist only while the TP/SL switch is on, so a hidden field never sends a stop.
    case 'tp':
      return s.tpsl ? { ...s, tp: cleanDecimalText(a.text, places) } : s;
    case 'sl':
      return s.tpsl ? { ...s, sl: cleanDecimalText(a.text, places) } : s;
    case 'submitted':
      return { ...s, submitted: true };
    case 'placed':
      return { ...s, tp: '', sl: '', tpsl: false, submitted: false };
  }
}
