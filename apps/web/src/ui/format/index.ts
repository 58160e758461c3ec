// Numbers by meaning: every number on screen goes through one of these, never a raw toFixed.
// The form and record helpers (input.ts: number text as typed; time.ts: moments; text.ts: long addresses) are
// imported from their own files: re-exported here, they would ride in every page's chunk, the home page's too.
export { formatAmount, AMOUNT_PLACES } from './amount';
export { formatPrice, PRICE_PLACES } from './price';
export { formatPercent } from './percent';
export { formatFiat } from './fiat';
export { groupThousands, padFraction, type NumberInput } from './digits';
