import { pnlOf, roeBps, tryParseAmount, type Atoms, type FuturesTab } from '@candor/shared';
import type { Position } from './wire';

export type ListTab = FuturesTab;
/** The seed's tabs, in the order a trader reads them: positions, pending orders, the history (closed), cancelled, liquidated. */
export const LIST_TABS: readonly ListTab[] = ['positions', 'pending', 'closed', 'cancelled', 'liquidated'];

/** A position's live figures at the mark: unrealised PnL in USDT atoms and ROE in basis points of its margin. */
export type LiveFigures = { pnl: Atoms | null; roeBp: number | null; tone: 'up' | 'down' | 'flat' };

export function liveFigures(p: Pick<Position, 'side' | 'entryPrice' | 'quantity' | 'margin'>, mark: string | null): LiveFigures {
  const entry = p.entryPrice === null ? null : tryParseAmount(p.entryPrice);
  const price = mark === null ? null : tryParseAmount(mark);
  const quantity = tryParseAmount(p.quantity);
  const margin = tryParseAmount(p.margin);
  if (entry === null || price === null || quantity === null) return { pnl: null, roeBp: null, tone: 'flat' };
  const pnl = pnlOf(p.side, entry, price, quantity);
  return { pnl, roeBp: margin === null ? null : roeBps(pnl, margin), tone: pnl > 0n ? 'up' : pnl < 0n ? 'down' : 'flat' };
}

/** The tone of a realised result. */
export function toneOf(value: string | null): 'up' | 'down' | 'flat' {
  const v = value === null ? null : tryParseAmount(value);
  if (v === null || v === 0n) return 'flat';
  return v > 0n ? 'up' : 'down';
}
