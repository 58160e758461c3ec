import type { Atoms } from '@candor/shared';
import type { PositionSide } from './contract';

const ONE = 10n ** 8n;

export type RiskInput = {
  side: PositionSide;
  /** Entry price in quote atoms. */
  entry: Atoms;
  /** Size in base atoms. */
  size: Atoms;
  /** What backs the position, in quote atoms: its margin (isolated) or the account's equity for it (cross). */
  margin: Atoms;
  /** Maintenance margin rate in atoms (0.005 = 500_000). */
  mmr: Atoms;
};

/**
 * The mark price at which equity (margin + unrealised PnL) falls to the maintenance margin (rate x value at that
 * price). Long: (E·S − M) / (S·(1 − m)); short: (E·S + M) / (S·(1 + m)), in atoms. Rounded toward the entry
 * (a long's up, a short's down), so the price shown is never beyond the real one; null when a long cannot be
 * liquidated at any positive price.
 */
export function liquidationPrice({ side, entry, size, margin, mmr }: RiskInput): Atoms | null {
  if (size <= 0n || entry <= 0n) return null;
  if (side === 'long') {
    const num = entry * size * ONE - margin * ONE * ONE;
    const den = size * (ONE - mmr);
    if (num <= 0n || den <= 0n) return null;
    return (num + den - 1n) / den;
  }
  return (entry * size * ONE + margin * ONE * ONE) / (size * (ONE + mmr));
}

/** Unrealised PnL in quote atoms at a mark price: (mark − entry) x size for a long, the opposite for a short. */
export function unrealisedPnl(side: PositionSide, entry: Atoms, mark: Atoms, size: Atoms): Atoms {
  const diff = side === 'long' ? mark - entry : entry - mark;
  return (diff * size) / ONE;
}

/** Return on equity in basis points of the margin (1234 = 12.34 %), truncated toward zero; null without margin. */
export function roeBasisPoints(pnl: Atoms, margin: Atoms): Atoms | null {
  return margin > 0n ? (pnl * 10_000n) / margin : null;
}
