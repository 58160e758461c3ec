import { formatAmount as toDecimal } from '@candor/shared';

/** A duration as its label's key and count, as the seed names them: 60 to 240 s in seconds, 10 and 30 min in minutes. */
export function durationParts(seconds: number): { key: 'duration.seconds' | 'duration.minutes'; count: number } {
  return seconds >= 600 && seconds % 60 === 0
    ? { key: 'duration.minutes', count: seconds / 60 }
    : { key: 'duration.seconds', count: seconds };
}

/** A rate in basis points in percent with every digit it has (8500: 85%, 8525: 85.25%). */
export const ratePercent = (bps: number): string => `${toDecimal(BigInt(bps) * 1_000_000n)}%`;

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** A moment in UTC+0 (decisions.md: option times are shown in UTC): 2026-11-24 15:04:05 UTC. */
export function utcTime(ms: number, withMs = false): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const base = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${withMs ? `${base}.${pad(d.getUTCMilliseconds(), 3)}` : base} UTC`;
}

/** The short UTC clock of a moment in a list (15:04:05). */
export function utcClock(ms: number): string {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? '' : `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The tick size of a symbol as a decimal (2 places: 0.01; 0 places: 1). */
export const tickSize = (decimals: number): string => (decimals <= 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`);
