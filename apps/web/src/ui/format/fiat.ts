import { formatDigits, type NumberInput } from './digits';

const SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$', EUR: '€', GBP: '£', JPY: '¥', CNY: '¥', KRW: '₩', INR: '₹', VND: '₫', THB: '฿', RUB: '₽', BRL: 'R$',
  IDR: 'Rp', MYR: 'RM', TWD: 'NT$',
};

/** Currencies shown without minor units. */
const WHOLE = new Set(['JPY', 'KRW', 'VND', 'IDR']);

/** A fiat value: currency symbol (or code), truncated to the currency's minor units and padded; '' for a non-number. */
export function formatFiat(value: NumberInput, currency = 'USD'): string {
  const code = currency.toUpperCase();
  const text = formatDigits(value, { places: WHOLE.has(code) ? 0 : 2, pad: true });
  if (text === '') return '';
  const symbol = SYMBOLS[code];
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  return symbol === undefined ? `${text} ${code}` : `${negative ? '-' : ''}${symbol}${digits}`;
}
