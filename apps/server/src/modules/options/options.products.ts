import { formatAmount, marketBySymbol, tryParseAmount, type OptionDuration, type OptionSymbol } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { DurationRow, OptionsRepo, SymbolRow } from './options.repo.js';

export type SymbolTerms = SymbolRow & { base: string; quote: string; name: string; priceDecimals: number };
type Flag = boolean | '0' | '1' | 'true' | 'false' | undefined;
const flagOf = (v: Flag): 0 | 1 | undefined => (v === undefined ? undefined : v === true || v === '1' || v === 'true' ? 1 : 0);

export const durationOut = (d: DurationRow): OptionDuration => ({
  seconds: d.seconds, enabled: d.enabled === 1, rate_bps: d.rate_bps, rate: formatAmount(BigInt(d.rate_bps) * 10_000n),
  min_stake: formatAmount(d.min_stake_atoms), max_stake: formatAmount(d.max_stake_atoms), updated_at: d.updated_at, updated_by: d.updated_by,
});

export const symbolOut = (s: SymbolTerms): OptionSymbol => ({
  symbol: s.symbol, base: s.base, quote: s.quote, name: s.name, enabled: s.enabled === 1, price_decimals: s.priceDecimals,
  user_open_cap: formatAmount(s.user_open_cap_atoms), side_open_cap: formatAmount(s.side_open_cap_atoms),
  updated_at: s.updated_at, updated_by: s.updated_by,
});

function terms(row: SymbolRow): SymbolTerms {
  const m = marketBySymbol(row.symbol);
  return { ...row, base: m?.base ?? row.symbol, quote: m?.quote ?? 'USDT', name: m?.name ?? row.symbol, priceDecimals: m?.priceDecimals ?? 2 };
}

function money(text: string | undefined, field: string): bigint | undefined {
  if (text === undefined) return undefined;
  const v = tryParseAmount(text.trim());
  if (v === null || v <= 0n) fail('option_terms_invalid', { field });
  return v;
}

/** The products as data: durations (rate, stake bounds) and symbols (caps), edited by operators, read at each buy. */
export class OptionProducts {
  constructor(private readonly db: Db, private readonly clock: Clock, private readonly repo: OptionsRepo) {}

  durations(): Promise<DurationRow[]> {
    return this.repo.durations();
  }

  async symbols(): Promise<SymbolTerms[]> {
    return (await this.repo.symbols()).map(terms);
  }

  async symbol(text: string | undefined): Promise<SymbolTerms> {
    const m = text ? marketBySymbol(text.trim()) : undefined;
    const row = m ? (await this.repo.symbols()).find((s) => s.symbol === m.symbol) : undefined;
    if (!row) fail('option_symbol_unknown');
    return terms(row);
  }

  async duration(seconds: number): Promise<DurationRow> {
    const row = (await this.repo.durations()).find((d) => d.seconds === seconds);
    if (!row) fail('option_duration_unavailable');
    return row;
  }

  /** An audited edit (the route writes the audit log); applies to orders bought after it, never to open ones. */
  async editDuration(seconds: number, body: { enabled?: Flag; rate_bps?: number | undefined; min_stake?: string | undefined; max_stake?: string | undefined }, by: number) {
    const before = await this.duration(seconds);
    const min = money(body.min_stake, 'min_stake') ?? before.min_stake_atoms;
    const max = money(body.max_stake, 'max_stake') ?? before.max_stake_atoms;
    if (min > max) fail('option_terms_invalid', { field: 'min_stake <= max_stake' });
    const enabled = flagOf(body.enabled) ?? before.enabled;
    const after = await this.repo.updateDuration(this.db, seconds, {
      enabled, rate_bps: body.rate_bps ?? before.rate_bps, min_stake_atoms: min, max_stake_atoms: max, updated_at: this.clock.now(), updated_by: by,
    });
    return { before, after };
  }

  async editSymbol(symbol: string, body: { enabled?: Flag; user_open_cap?: string | undefined; side_open_cap?: string | undefined }, by: number) {
    const before = await this.symbol(symbol);
    const user = money(body.user_open_cap, 'user_open_cap') ?? before.user_open_cap_atoms;
    const side = money(body.side_open_cap, 'side_open_cap') ?? before.side_open_cap_atoms;
    const row = await this.repo.updateSymbol(this.db, before.symbol, {
      enabled: flagOf(body.enabled) ?? before.enabled, user_open_cap_atoms: user, side_open_cap_atoms: side, updated_at: this.clock.now(), updated_by: by,
    });
    return { before, after: terms(row) };
  }
}
