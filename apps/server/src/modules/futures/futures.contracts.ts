import { inTransaction } from '../../platform/db/transactions.js';
import { formatAmount, marketBySymbol, pow10, type ContractTerms, type FuturesContract, type MmTier } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import { FUNDING_FORMULA, FUNDING_INTERVAL_MS } from './futures.defaults.js';
import type { ContractRow, FuturesRepo } from './futures.repo.js';
import type { FuturesContractsTable } from './futures.tables.js';

export type Contract = ContractRow & { terms: ContractTerms; leverageChoices: number[]; base: string; quote: string; priceDecimals: number };

export function parseTiers(json: string): MmTier[] {
  const raw = JSON.parse(json) as { max: string | null; bps: number }[];
  return raw.map((t) => ({ maxNotional: t.max === null ? null : BigInt(t.max), rateBps: t.bps }));
}

function toContract(row: ContractRow): Contract {
  const market = marketBySymbol(row.symbol);
  const priceDecimals = market?.priceDecimals ?? 2;
  return {
    ...row, base: market?.base ?? row.symbol.split('/')[0] ?? row.symbol, quote: market?.quote ?? 'USDT', priceDecimals,
    leverageChoices: row.leverages.split(',').map(Number),
    terms: {
      contractSize: row.contract_size_atoms, tick: pow10(8 - priceDecimals), takerFeeBps: row.taker_fee_bps,
      liquidationFeeBps: row.liquidation_fee_bps, mmTiers: parseTiers(row.mm_tiers),
    },
  };
}

export const contractOut = (c: Contract): FuturesContract => ({
  symbol: c.symbol, base: c.base, quote: c.quote, enabled: c.enabled === 1,
  contract_size: formatAmount(c.contract_size_atoms), price_decimals: c.priceDecimals, leverages: c.leverageChoices,
  mm_tiers: c.terms.mmTiers.map((t) => ({ max_notional: t.maxNotional === null ? null : formatAmount(t.maxNotional), rate_bps: t.rateBps })),
  maker_fee_bps: c.maker_fee_bps, taker_fee_bps: c.taker_fee_bps, liquidation_fee_bps: c.liquidation_fee_bps,
  max_lots: c.max_lots, oi_cap_lots: c.oi_cap_lots,
  funding: { factor_ppm: c.funding_factor_ppm, exponent: c.funding_exponent, cap_ppm: c.funding_cap_ppm, interval_ms: FUNDING_INTERVAL_MS, formula: FUNDING_FORMULA },
  updated_at: c.updated_at, updated_by: c.updated_by,
});

export type ContractEdit = {
  enabled?: boolean | '0' | '1' | 'true' | 'false' | undefined; leverages?: string | undefined; mm_tiers?: string | undefined;
  maker_fee_bps?: number | undefined; taker_fee_bps?: number | undefined; liquidation_fee_bps?: number | undefined;
  max_lots?: number | undefined; oi_cap_lots?: number | undefined;
  funding_factor_ppm?: number | undefined; funding_exponent?: number | undefined; funding_cap_ppm?: number | undefined;
};

function parseLeverages(text: string): string {
  const parts = text.split(',');
  const nums = parts.map((p) => (/^[1-9]\d{0,2}$/.test(p) ? Number(p) : NaN));
  if (parts.length === 0 || parts.length > 20 || nums.some((n) => !Number.isInteger(n) || n > 200)) fail('futures_contract_invalid', { field: 'leverages' });
  return [...new Set(nums)].sort((a, b) => a - b).join(',');
}

function parseTierText(text: string): string {
  const parts = text.split(',');
  const tiers = parts.map((p) => {
    const [max, bps] = p.split(':');
    const rate = /^[1-9]\d{0,3}$/.test(bps ?? '') ? Number(bps) : NaN;
    const bound = max === '*' ? null : /^[1-9]\d{0,11}$/.test(max ?? '') ? BigInt(max!) * pow10(8) : undefined;
    if (bound === undefined || !Number.isInteger(rate) || rate > 5000) fail('futures_contract_invalid', { field: 'mm_tiers' });
    return { max: bound === null ? null : bound.toString(), bps: rate };
  });
  if (tiers.length === 0 || tiers.length > 10 || tiers.at(-1)!.max !== null || tiers.slice(0, -1).some((t) => t.max === null)) fail('futures_contract_invalid', { field: 'mm_tiers' });
  for (let i = 1; i < tiers.length - 1; i++) if (BigInt(tiers[i]!.max!) <= BigInt(tiers[i - 1]!.max!)) fail('futures_contract_invalid', { field: 'mm_tiers' });
  return JSON.stringify(tiers);
}

/** Contracts as data: read (cached until an edit), and edited by the back office (terms only, never a price). */
export class FuturesContracts {
  private cache: Map<string, Contract> | null = null;

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly repo: FuturesRepo) {}

  async all(): Promise<Contract[]> {
    if (!this.cache) this.cache = new Map((await this.repo.contracts()).map((r) => [r.symbol, toContract(r)]));
    return [...this.cache.values()];
  }

  /** Drops the cached contracts: the next read is from the database (an edit made on another API node). */
  forget(): void {
    this.cache = null;
  }

  async get(symbol: string | undefined): Promise<Contract> {
    const wanted = symbol ? marketBySymbol(symbol)?.symbol : undefined;
    const c = wanted ? (await this.all()).find((x) => x.symbol === wanted) : undefined;
    if (!c) fail('futures_symbol_unknown');
    return c;
  }

  /** Applies an edit; the caller audits it with the before and after. New orders use it, open positions keep their terms. */
  async edit(symbol: string, e: ContractEdit, by: number): Promise<{ before: Contract; after: Contract }> {
    const before = await this.get(symbol);
    const set: Partial<FuturesContractsTable> = { updated_at: this.clock.now(), updated_by: by };
    if (e.enabled !== undefined) set.enabled = e.enabled === true || e.enabled === '1' || e.enabled === 'true' ? 1 : 0;
    if (e.leverages !== undefined) set.leverages = parseLeverages(e.leverages);
    if (e.mm_tiers !== undefined) set.mm_tiers = parseTierText(e.mm_tiers);
    for (const k of ['maker_fee_bps', 'taker_fee_bps', 'liquidation_fee_bps', 'max_lots', 'oi_cap_lots', 'funding_factor_ppm', 'funding_exponent', 'funding_cap_ppm'] as const) {
      if (e[k] !== undefined) set[k] = e[k];
    }
    // The first tier's maintenance plus the liquidation fee must stay below the highest leverage's initial margin (larger
    // positions whose tier is higher are refused at open when they would start liquidatable).
    const maxLev = Math.max(...(set.leverages ?? before.leverages).split(',').map(Number));
    const maxMm = Math.min(...parseTiers(set.mm_tiers ?? before.mm_tiers).map((t) => t.rateBps));
    if (maxMm + (set.liquidation_fee_bps ?? before.liquidation_fee_bps) >= Math.floor(10_000 / maxLev)) fail('futures_contract_invalid', { field: 'leverages' });
    await inTransaction(this.db, (tx) => this.repo.updateContract(tx, before.symbol, set));
    this.cache = null;
    return { before, after: await this.get(symbol) };
  }
}
