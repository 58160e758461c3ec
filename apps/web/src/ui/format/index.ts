// Numbers by meaning: every number on screen goes through one of these, never a raw toFixed.
export { formatAmount, AMOUNT_PLACES } from './amount';
export { formatPrice, PRICE_PLACES } from './price';
export { formatPercent } from './percent';
export { formatFiat } from './fiat';
export { groupThousands, padFraction, type NumberInput } from './digits';
export { cleanDecimalText } from './input';
