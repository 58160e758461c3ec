import { formatAmount as toDecimal, tryParseAmount } from '@candor/shared';

/** A rate given as a decimal (0.0005) in percent with every digit it has (0.05 %): fees and margin rates are exact. */
export function ratePercent(rate: string | null): string {
  const r = rate === null ? null : tryParseAmount(rate);
  return r === null ? '—' : `${toDecimal(r * 100n)}%`;
}

/** A basis-point figure (1234) as a signed percent with two places (+12.34%). */
export function basisPointsPercent(bp: bigint | null): string {
  if (bp === null) return '—';
  const sign = bp > 0n ? '+' : bp < 0n ? '−' : '';
  const abs = bp < 0n ? -bp : bp;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}%`;
}

/** A tick's time in UTC to the millisecond (2026-11-24 15:04:05.123 UTC): what anyone checks a settlement against. */
export function utcTime(ms: number): string {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? '' : `${d.toISOString().replace('T', ' ').replace('Z', '')} UTC`;
}
