import { formatAmount as toDecimal } from '@candor/shared';

/** A rate in basis points in percent with every digit it has (5 bps: 0.05%): fees and margin rates are exact. */
export const bpsPercent = (bps: number): string => `${toDecimal(BigInt(bps) * 1_000_000n)}%`;

/** A rate in parts per million in percent with every digit it has (125 ppm: 0.0125%). */
export function ppmPercent(ppm: string | number): string {
  const text = String(ppm);
  return /^\d+$/.test(text) ? `${toDecimal(BigInt(text) * 10_000n)}%` : '—';
}

/** A basis-point figure (1234) as a signed percent with two places (+12.34%). */
export function basisPointsPercent(bp: number | null): string {
  if (bp === null) return '—';
  const sign = bp > 0 ? '+' : bp < 0 ? '−' : '';
  const abs = Math.abs(Math.trunc(bp));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

/** A tick's time in UTC to the millisecond (2026-11-24 15:04:05.123 UTC): what anyone checks a settlement against. */
export function utcTime(ms: number): string {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? '' : `${d.toISOString().replace('T', ' ').replace('Z', '')} UTC`;
}
