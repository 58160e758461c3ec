import type { PositionSide } from './contract';

/** The funding of one contract as the pages show it, published before it is charged. */
export type FundingView = {
  symbol: string;
  /** Parts per million of the notional, this period. */
  ratePpm: string;
  /** The larger side pays; null when balanced. */
  payer: PositionSide | null;
  nextAt: number;
  intervalMs: number;
  longLots: number;
  shortLots: number;
  factorPpm: number;
  exponent: number;
  capPpm: number;
};
