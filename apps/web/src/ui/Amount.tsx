import { formatAmount, formatPrice, type NumberInput } from './format';

type Tone = 'plain' | 'up' | 'down' | 'auto';

function toneOf(value: NumberInput, tone: Tone): string {
  if (tone !== 'auto') return tone === 'plain' ? '' : `c-${tone}`;
  const text = String(value ?? '');
  if (/^-/.test(text) && !/^-0*(\.0*)?$/.test(text)) return 'c-down';
  return /^\+?0*[1-9]|^\+?0*\.0*[1-9]/.test(text) ? 'c-up' : '';
}

/** An amount of an asset, truncated to 4 places; empty for a non-number. */
export function Amount({ value, asset, tone = 'plain', sign = false, places }: { value: NumberInput; asset?: string; tone?: Tone; sign?: boolean; places?: number }) {
  const text = formatAmount(value, { sign, ...(places === undefined ? {} : { places }) });
  return (
    <span className={`c-num ${toneOf(value, tone)}`}>
      {text}
      {asset && text !== '' && <span className="c-num-unit"> {asset}</span>}
    </span>
  );
}

/** A price, truncated and padded to its places (4 by default); empty for a non-number. */
export function Price({ value, places, tone = 'plain' }: { value: NumberInput; places?: number; tone?: Tone }) {
  return <span className={`c-num ${toneOf(value, tone)}`}>{formatPrice(value, places)}</span>;
}
