/**
 * The contracts a fresh install starts with: operator data (terms, never prices), edited in the back office later.
 * Contract sizes follow common exchanges (BTC 0.001, ETH 0.01, ...); maintenance margin tiers by notional in USDT.
 */
const size: Record<string, string> = {
  BTC: '100000', ETH: '1000000', SOL: '10000000', BNB: '1000000', XRP: '1000000000', DOGE: '10000000000',
  ADA: '1000000000', TRX: '10000000000', LTC: '10000000', LINK: '100000000', AVAX: '100000000', DOT: '100000000',
};

const TIERS = JSON.stringify([
  { max: '5000000000000', bps: 50 }, // up to 50,000 USDT: 0.5 %
  { max: '25000000000000', bps: 100 }, // up to 250,000 USDT: 1 %
  { max: null, bps: 250 },
]);

export const DEFAULT_CONTRACTS = Object.entries(size).map(([base, atoms]) => ({
  symbol: `${base}/USDT`,
  enabled: 1,
  contract_size_atoms: BigInt(atoms),
  leverages: base === 'BTC' || base === 'ETH' ? '1,2,3,5,10,20,50,100' : '1,2,3,5,10,20,50',
  mm_tiers: TIERS,
  maker_fee_bps: 2,
  taker_fee_bps: 5,
  liquidation_fee_bps: 30,
  max_lots: 100_000,
  oi_cap_lots: 1_000_000,
  funding_factor_ppm: 300,
  funding_exponent: 1,
  funding_cap_ppm: 750,
}));

/** Funding every 8 hours, aligned on 00:00, 08:00 and 16:00 UTC. */
export const FUNDING_INTERVAL_MS = 8 * 3_600_000;

export const FUNDING_FORMULA = 'rate = min(cap, factor x (|long - short| / (long + short))^exponent) per 8 h on the open-interest value at the mark; the larger side pays it, the smaller side receives it, the platform holds the difference';

/** Counterparty and insurance funding of a trial install (per mode, USDT). */
export const FUTURES_POOL_USDT = '1000000';
export const INSURANCE_SEED_USDT = '10000';
