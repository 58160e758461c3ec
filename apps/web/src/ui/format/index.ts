// Numbers by meaning: every number on screen goes through one of these, never a raw toFixed.
export { formatAmount, AMOUNT_PLACES } from './amount';
export { formatPrice, PRICE_PLACES } from './price';
export { formatPercent } from './percent';
export { formatFiat } from './fiat';
export { groupThousands, padFraction, type NumberInput } from './digits';
export { allAmount, cleanAmountText, cleanDecimalText, MAX_AMOUNT_CHARS } from './input';
export { formatClock, formatDateTime, formatRecentTime } from './time';
export { shortenMiddle } from './text';
