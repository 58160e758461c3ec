import { tryParseAmount, type Atoms } from '@candor/shared';
import type { Contract, Position } from './contract';
import { roeBasisPoints, unrealisedPnl } from './risk';
import { sizeOf } from './summary';

export type ListTab = 'positions' | 'orders' | 'history' | 'liquidated';
export const LIST_TABS: readonly ListTab[] = ['positions', 'orders', 'history', 'liquidated'];

/** Which statuses (and close reason) a tab lists: the seed's tabs over statuses 0-4, liquidated apart from closed. */
export function belongsTo(tab: ListTab, p: Pick<Position, 'status' | 'reason'>): boolean {
  switch (tab) {
    case 'positions': return p.status === 1 || p.status === 2;
    case 'orders': return p.status === 0;
    case 'history': return (p.status === 3 && p.reason !== 'liquidation') || p.status === 4;
    case 'liquidated': return p.status === 3 && p.reason === 'liquidation';
  }
}

/** A position's live figures at the mark: unrealised PnL in USDT atoms and ROE in basis points of its margin. */
export type LiveFigures = { pnl: Atoms | null; roeBp: Atoms | null; tone: 'up' | 'down' | 'flat' };

export function liveFigures(p: Position, contract: Contract | undefined, mark: string | null): LiveFigures {
  const entry = p.entryPrice === null ? null : tryParseAmount(p.entryPrice);
  const price = mark === null ? null : tryParseAmount(mark);
  const size = contract ? sizeOf(contract, p.lots) : null;
  const margin = tryParseAmount(p.margin);
  if (entry === null || price === null || size === null) return { pnl: null, roeBp: null, tone: 'flat' };
  const pnl = unrealisedPnl(p.side, entry, price, size);
  return { pnl, roeBp: margin === null ? null : roeBasisPoints(pnl, margin), tone: pnl > 0n ? 'up' : pnl < 0n ? 'down' : 'flat' };
}

/** The tone of a realised result. */
export function toneOf(value: string | null): 'up' | 'down' | 'flat' {
  const v = value === null ? null : tryParseAmount(value);
  if (v === null || v === 0n) return 'flat';
  return v > 0n ? 'up' : 'down';
}
