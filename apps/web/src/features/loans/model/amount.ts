import { formatPriceAt } from '@candor/shared';
import { displayLocale } from '../../../ui/format/locale';

/**
 * A loan figure in USDT as the reader's language groups it ("1,000.00", "1.000,00"): at least 2 places, and every
 * place the exact amount has (a day's interest may have 8), so what is shown is exactly what is owed, never rounded.
 */
export function loanUsdt(value: string, locale: string = displayLocale()): string {
  const fraction = /\.(\d+)$/.exec(value.trim())?.[1]?.replace(/0+$/, '') ?? '';
  const places = Math.max(2, Math.min(8, fraction.length));
  return formatPriceAt(value, places, { locale }) || value;
}
