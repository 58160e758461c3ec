/** The funding of one contract as the pages show it: the rate the larger side pays next (signed: + longs pay). */
export type FundingView = {
  symbol: string;
  /** A decimal rate per period; positive: longs pay shorts, negative: shorts pay longs. */
  rate: string;
  nextAt: number;
  periodHours: number;
  longLots: number;
  shortLots: number;
  factor: string;
  exponent: string;
  cap: string;
};
