import { estimateOpen, tryParseAmount, type Atoms, type ContractTerms } from '@candor/shared';
import type { Contract } from './contract';
import type { FormState } from './form';

/** What an order would take, all in USDT atoms except the size (base atoms); null where it cannot be known yet. */
export type OrderSummary = {
  /** The price the figures use: the limit price, or the mark for a market order (then they are estimates). */
  price: Atoms | null;
  size: Atoms | null;
  value: Atoms | null;
  margin: Atoms | null;
  fee: Atoms | null;
  liq: Atoms | null;
  estimated: boolean;
};

/** A whole number of lots at least 1, or null. */
export function lotsOf(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** The contract's terms as the shared rules take them (the server computes with the same). */
export function termsOf(c: Contract): ContractTerms | null {
  const contractSize = tryParseAmount(c.contractSize);
  if (contractSize === null) return null;
  const tiers: ContractTerms['mmTiers'][number][] = [];
  for (const t of c.tiers) {
    const max = t.maxNotional === null ? null : tryParseAmount(t.maxNotional);
    if (t.maxNotional !== null && max === null) return null;
    tiers.push({ maxNotional: max, rateBps: t.rateBps });
  }
  return { contractSize, tick: 10n ** BigInt(8 - c.priceDecimals), takerFeeBps: c.takerFeeBps, liquidationFeeBps: c.liquidationFeeBps, mmTiers: tiers };
}

/**
 * The form's figures at the mark (market) or the typed price (limit), by the shared rules' estimateOpen. `available`
 * is the futures account's free USDT: with cross margin what is left of it after this order backs the position too.
 */
export function summarize(s: FormState, mark: string | null, available: Atoms | null): OrderSummary {
  const raw = s.type === 'limit' ? tryParseAmount(s.price) : tryParseAmount(mark ?? '');
  const price = raw !== null && raw > 0n ? raw : null;
  const lots = lotsOf(s.lots);
  const terms = termsOf(s.contract);
  const estimated = s.type === 'market';
  if (price === null || lots === null || terms === null) {
    return { price, size: lots === null || terms === null ? null : BigInt(lots) * terms.contractSize, value: null, margin: null, fee: null, liq: null, estimated };
  }
  const first = estimateOpen(terms, s.side, price, lots, s.leverage);
  const left = s.marginMode === 'cross' && available !== null ? available - first.margin - first.fee : 0n;
  const e = left > 0n ? estimateOpen(terms, s.side, price, lots, s.leverage, left) : first;
  return { price, size: e.quantity, value: e.notional, margin: e.margin, fee: e.fee, liq: e.liquidationPrice, estimated };
}
