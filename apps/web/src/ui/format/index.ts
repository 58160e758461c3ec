// Numbers by meaning: every number on screen goes through one of these, never a raw toFixed. They are the web's
// door to the one formatter in @candor/shared (display.ts), with the reader's locale.
// The form and record helpers (input.ts: number text as typed; time.ts: moments; text.ts: long addresses) are
// imported from their own files: re-exported here, they would ride in every page's chunk, the home page's too.
export { formatAmount, formatValue } from './amount';
export { formatPrice } from './price';
export { formatPercent } from './percent';
export { formatFiat } from './fiat';
export { groupThousands, padFraction, type NumberInput } from './digits';
