import { formatAmount, formatPrice, formatValue, type NumberInput } from './format';

type Tone = 'plain' | 'up' | 'down' | 'auto';

function toneOf(value: NumberInput, tone: Tone): string {
  if (tone !== 'auto') return tone === 'plain' ? '' : `c-${tone}`;
  const text = String(value ?? '');
  if (/^-/.test(text) && !/^-0*(\.0*)?$/.test(text)) return 'c-down';
  return /^\+?0*[1-9]|^\+?0*\.0*[1-9]/.test(text) ? 'c-up' : '';
}

/** An amount of an asset at the asset's display places, with its unit unless `unit` is false; empty for a non-number. */
export function Amount({ value, asset, tone = 'plain', sign = false, unit = true }: { value: NumberInput; asset: string; tone?: Tone; sign?: boolean; unit?: boolean }) {
  const text = formatAmount(value, asset, { sign });
  return (
    <span className={`c-num ${toneOf(value, tone)}`}>
      {text}
      {unit && text !== '' && <span className="c-num-unit"> {asset}</span>}
    </span>
  );
}

/** A value in USDT (2 places), without a unit; empty for a non-number. */
export function Value({ value, tone = 'plain' }: { value: NumberInput; tone?: Tone }) {
  return <span className={`c-num ${toneOf(value, tone)}`}>{formatValue(value)}</span>;
}

/** A price of a symbol (or at the places a quote carries), truncated and padded; empty for a non-number. */
export function Price({ value, symbol, tone = 'plain' }: { value: NumberInput; symbol: string | number; tone?: Tone }) {
  return <span className={`c-num ${toneOf(value, tone)}`}>{formatPrice(value, symbol)}</span>;
}
