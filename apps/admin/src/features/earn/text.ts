import type { EarnClosedReason } from '@candor/shared';

/** Parts per million as an exact percent: 5000 -> "0.5%" (integer arithmetic, no float). */
export function ppmPercent(ppm: number): string {
  const whole = Math.trunc(ppm / 10_000);
  const frac = String(Math.abs(ppm) % 10_000).padStart(4, '0').replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''}%`;
}

const REASON: Record<EarnClosedReason, string> = {
  paused: 'Paused', sold_out: 'Sold out', uncovered: 'Closed: earn account cannot cover',
};

/** A product's state in words: open, or why it takes no new orders. */
export function stateText(p: { open: boolean; closed_reason: EarnClosedReason | null }): string {
  return p.open ? 'Open' : REASON[p.closed_reason ?? 'paused'];
}
