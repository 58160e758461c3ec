import { OPTION_RULE, OPTION_VOID_AFTER_MS, formatAmount, type OptionExposure, type OptionProducts as ProductsOut } from '@candor/shared';
import type { Mode } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import { OPTION_COIN } from './options.defaults.js';
import type { OptionsMoney } from './options.money.js';
import { durationOut, symbolOut, type OptionProducts } from './options.products.js';
import type { OptionsRepo } from './options.repo.js';
import { orderOut, tickOut } from './options.views.js';

const DIRECTIONS = ['rise', 'fall', 'even'] as const;
const big = (v: unknown): bigint => BigInt(String(v ?? 0));

/** What the pages and the back office read: the products with prices and open stake, the exposure, settlement history. */
export class OptionsReports {
  constructor(private readonly repo: OptionsRepo, private readonly products: OptionProducts, private readonly money: OptionsMoney,
    private readonly market: MarketService) {}

  async productsFor(mode: Mode, userId: number | null): Promise<ProductsOut> {
    const open = await this.repo.openStake(mode);
    const stakeOf = (symbol: string, direction: string) =>
      formatAmount(open.find((r) => r.symbol === symbol && r.direction === direction)?.stake_atoms ?? 0n);
    const symbols = (await this.products.symbols()).map((s) => {
      const last = this.market.lastPrice(s.symbol);
      return {
        ...symbolOut(s), last: last ? formatAmount(last.price) : null, last_time: last?.time ?? null,
        open_stake: { rise: stakeOf(s.symbol, 'rise'), fall: stakeOf(s.symbol, 'fall'), even: stakeOf(s.symbol, 'even') },
      };
    });
    const pool = await this.money.poolBalance(mode);
    return {
      mode, coin: OPTION_COIN, durations: (await this.products.durations()).map(durationOut), symbols,
      void_after_ms: OPTION_VOID_AFTER_MS, rule: OPTION_RULE,
      payout_account: "The platform's options account (a visible platform account in the ledger): it reserves every open order's possible profit, pays wins and receives losing stakes.",
      payout_account_balance: formatAmount(pool.available + pool.locked),
      available: userId === null ? null : formatAmount(await this.money.available(userId, mode)),
    };
  }

  async exposure(mode: Mode): Promise<OptionExposure> {
    const rows = await this.repo.openBySide(mode);
    const symbols = await this.products.symbols();
    let openStake = 0n;
    let worst = 0n;
    const out = symbols.map((s) => ({
      symbol: s.symbol,
      sides: DIRECTIONS.map((direction) => {
        const r = rows.find((x) => x.symbol === s.symbol && x.direction === direction);
        const stake = big(r?.stake);
        const payout = big(r?.payout);
        openStake += stake;
        worst += payout;
        return { direction, orders: Number(r?.n ?? 0), open_stake: formatAmount(stake), worst_case_payout: formatAmount(payout), side_open_cap: formatAmount(s.side_open_cap_atoms) };
      }),
    }));
    const pool = await this.money.poolBalance(mode);
    return {
      mode, coin: OPTION_COIN, account: formatAmount(pool.available + pool.locked), open_stake: formatAmount(openStake),
      worst_case_payout: formatAmount(worst), symbols: out,
    };
  }

  async settlements(q: { mode: Mode; symbol?: string | undefined; user_id?: number | undefined; page: number; limit: number }) {
    const symbol = q.symbol ? (await this.products.symbol(q.symbol)).symbol : undefined;
    const { total, items } = await this.repo.page({ mode: q.mode, open: false, symbol, userId: q.user_id }, q.limit, (q.page - 1) * q.limit);
    const ids = items.flatMap((o) => [o.open_tick_id, ...(o.close_tick_id === null ? [] : [o.close_tick_id])]);
    const ticks = new Map((await this.market.ticksByIds([...new Set(ids)])).map((t) => [t.id, t]));
    return {
      total, items: items.map((o) => {
        const open = ticks.get(o.open_tick_id);
        const close = o.close_tick_id === null ? undefined : ticks.get(o.close_tick_id);
        return {
          ...orderOut(o), user_id: o.user_id,
          citations: [
            ...(open ? [{ ...tickOut(open), role: 'open' as const }] : []),
            ...(close ? [{ ...tickOut(close), role: 'close' as const }] : []),
          ],
        };
      }),
    };
  }
}
