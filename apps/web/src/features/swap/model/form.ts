import { DEFAULT_DECIMALS, type Atoms } from '@candor/shared';
import { assetOf, USDT, type Catalog, type SwapKind } from './catalog';
import { allAmount, cleanAmountText } from '../../../ui/format/input';

export type Pair = { from: string; to: string };

/** The swap form: the pair of each kind (switching kinds and back keeps them), the amount as typed, a submit attempt. */
export type SwapForm = {
  kind: SwapKind;
  coin: Pair;
  fiat: Pair;
  amount: string;
  submitted: boolean;
};

export type SwapFormAction =
  | { kind: 'catalog'; catalog: Catalog }
  | { kind: 'kind'; to: SwapKind }
  | { kind: 'pick'; side: 'from' | 'to'; symbol: string }
  | { kind: 'flip' }
  | { kind: 'amount'; text: string }
  | { kind: 'all'; available: Atoms; decimals: number }
  | { kind: 'submitted' }
  | { kind: 'done' };

export const DEFAULT_COIN_PAIR: Pair = { from: USDT, to: 'BTC' };
export const DEFAULT_FIAT = 'USD';

/** A symbol from a link: letters and digits only, else nothing. */
const clean = (s: string | null | undefined): string => {
  const v = (s ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{1,12}$/.test(v) ? v : '';
};

/** The form a page opens with; `?from=BTC&to=USDT` (a coin pair) or `?kind=fiat` choose where it starts. */
export function initialForm(query: { from?: string | null; to?: string | null; kind?: string | null } = {}): SwapForm {
  const from = clean(query.from);
  const to = clean(query.to);
  const coin = { from: from || (to === USDT ? 'BTC' : DEFAULT_COIN_PAIR.from), to: to || (from === USDT || from === '' ? DEFAULT_COIN_PAIR.to : USDT) };
  return { kind: query.kind === 'fiat' ? 'fiat' : 'coin', coin, fiat: { from: USDT, to: DEFAULT_FIAT }, amount: '', submitted: false };
}

export const pairOf = (s: SwapForm): Pair => s[s.kind];

/** A pair whose assets the catalog no longer offers falls back to a sensible one that it does. */
function fixPair(c: Catalog, kind: SwapKind, p: Pair): Pair {
  if (kind === 'coin') {
    const has = (s: string): boolean => assetOf(c, 'coin', s) !== undefined;
    if (has(p.from) && has(p.to)) return p;
    const from = has(p.from) ? p.from : c.coins[0]?.symbol ?? p.from;
    const to = has(p.to) && p.to !== from ? p.to : c.coins.find((a) => a.symbol !== from)?.symbol ?? p.to;
    return { from, to };
  }
  const code = p.from === USDT ? p.to : p.from;
  if (assetOf(c, 'fiat', code)) return p;
  const next = (c.fiats.find((f) => f.symbol === DEFAULT_FIAT) ?? c.fiats[0])?.symbol ?? code;
  return p.from === USDT ? { from: USDT, to: next } : { from: next, to: USDT };
}

function pick(s: SwapForm, side: 'from' | 'to', symbol: string): SwapForm {
  const p = pairOf(s);
  const other = side === 'from' ? p.to : p.from;
  // Choosing the other side's asset turns the pair around rather than asking for the same asset twice.
  const next: Pair = symbol === other ? { from: p.to, to: p.from } : { ...p, [side]: symbol };
  if (s.kind === 'fiat' && p[side] === USDT) return s;
  return { ...s, [s.kind]: next, submitted: false };
}

export function swapFormReducer(s: SwapForm, a: SwapFormAction): SwapForm {
  switch (a.kind) {
    case 'catalog':
      return { ...s, coin: fixPair(a.catalog, 'coin', s.coin), fiat: fixPair(a.catalog, 'fiat', s.fiat) };
    case 'kind':
      return a.to === s.kind ? s : { ...s, kind: a.to, amount: '', submitted: false };
    case 'pick':
      return pick(s, a.side, a.symbol);
    case 'flip': {
      const p = pairOf(s);
      return { ...s, [s.kind]: { from: p.to, to: p.from }, submitted: false };
    }
    case 'amount':
      return { ...s, amount: cleanAmountText(a.text) };
    case 'all':
      return { ...s, amount: allAmount(a.available, DEFAULT_DECIMALS, a.decimals) };
    case 'submitted':
      return { ...s, submitted: true };
    case 'done':
      return { ...s, amount: '', submitted: false };
  }
}
