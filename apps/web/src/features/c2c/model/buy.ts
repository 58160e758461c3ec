import { divRound, formatAmount, pow10, tryParseAmount } from '@candor/shared';

/** What the buyer types: the fiat to pay or the coin to receive. */
export type AmountMode = 'fiat' | 'coin';

/** The other side of an amount at `price` (fiat per coin): coin truncated (the buyer never gets more than paid for), fiat rounded up. */
export type Quote = { coin: string; fiat: string };

const SCALE = pow10(8);

/** The coin quantity and the fiat total of what the buyer typed, or null when it is not a positive amount. */
export function quoteOf(text: string, mode: AmountMode, price: string | null): Quote | null {
  const typed = tryParseAmount(text.trim());
  const p = price === null ? null : tryParseAmount(price);
  if (typed === null || p === null || typed <= 0n || p <= 0n) return null;
  if (mode === 'coin') return { coin: formatAmount(typed), fiat: formatFiatAtoms(divRound(typed * p, SCALE, 'ceil')) };
  const coin = divRound(typed * SCALE, p, 'floor');
  return { coin: formatAmount(coin), fiat: formatFiatAtoms(typed) };
}

/** Fiat shows two decimals, rounded up: what the buyer transfers is never short. */
function formatFiatAtoms(atoms: bigint): string {
  const cents = divRound(atoms, pow10(6), 'ceil');
  return formatAmount(cents * pow10(6));
}

export type BuyProblem = 'invalid' | 'min' | 'max' | 'available' | 'method';

/** Why an order cannot be placed: the fiat total against the ad's limits, the coin against what is left, a method chosen. */
export function buyProblem(q: Quote | null, ad: { min_amount: string; max_amount: string; available: string }, methodChosen: boolean): BuyProblem | null {
  if (q === null) return 'invalid';
  const fiat = tryParseAmount(q.fiat);
  const coin = tryParseAmount(q.coin);
  if (fiat === null || coin === null || coin <= 0n) return 'invalid';
  const min = tryParseAmount(ad.min_amount);
  const max = tryParseAmount(ad.max_amount);
  const available = tryParseAmount(ad.available);
  if (min !== null && fiat < min) return 'min';
  if (max !== null && fiat > max) return 'max';
  if (available !== null && coin > available) return 'available';
  if (!methodChosen) return 'method';
  return null;
}
