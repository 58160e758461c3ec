import { formatAmount, pnlOf, quantityOf, type FuturesExposure, type FuturesMarkets } from '@candor/shared';
import type { LedgerService, Mode } from '../ledger/index.js';
import { contractOut, type FuturesContracts } from './futures.contracts.js';
import type { FuturesEngine } from './futures.engine.js';
import type { FuturesFunding } from './futures.funding.js';
import { insuranceAccount, poolAccount } from './futures.money.js';
import { STATUS, type FuturesRepo } from './futures.repo.js';
import { positionOut } from './futures.views.js';

/** What the trade page and the back office read: markets with the next funding, exposure, the insurance fund's history. */
export class FuturesReports {
  constructor(private readonly ledger: LedgerService, private readonly repo: FuturesRepo, private readonly contracts: FuturesContracts,
    private readonly engine: FuturesEngine, private readonly funding: FuturesFunding) {}

  async markets(mode: Mode): Promise<FuturesMarkets> {
    const oi = new Map((await this.repo.openInterest(mode)).map((r) => [r.symbol, r]));
    const markets = [];
    for (const c of await this.contracts.all()) {
      const mark = this.engine.mark(c.symbol);
      const next = await this.funding.next(c, mode);
      markets.push({
        ...contractOut(c), mark: mark ? formatAmount(mark.price) : null, mark_time: mark?.time ?? null,
        long_lots: oi.get(c.symbol)?.long_lots ?? 0, short_lots: oi.get(c.symbol)?.short_lots ?? 0,
        next_funding: { time: next.time, rate_ppm: next.ratePpm.toString(), payer: next.payer },
      });
    }
    const fund = await this.ledger.balance(insuranceAccount(mode));
    return { mode, markets, insurance_fund: formatAmount(fund.available) };
  }

  async exposure(mode: Mode): Promise<FuturesExposure> {
    const oi = new Map((await this.repo.openInterest(mode)).map((r) => [r.symbol, r]));
    const open = this.engine.liveRows().filter((r) => r.mode === mode && r.status === STATUS.position);
    const symbols = (await this.contracts.all()).map((c) => {
      const mark = this.engine.mark(c.symbol);
      const pnl = open.filter((r) => r.symbol === c.symbol && r.entry_atoms !== null && mark)
        .reduce((s, r) => s + pnlOf(r.side, r.entry_atoms!, mark!.price, quantityOf(r.lots, r.contract_size_atoms)), 0n);
      const o = oi.get(c.symbol);
      const longLots = o?.long_lots ?? 0;
      const shortLots = o?.short_lots ?? 0;
      return {
        symbol: c.symbol, long_lots: longLots, short_lots: shortLots, oi_cap_lots: c.oi_cap_lots, net_lots: longLots - shortLots,
        mark: mark ? formatAmount(mark.price) : null, users_unrealized_pnl: formatAmount(pnl), platform_unrealized_pnl: formatAmount(-pnl),
      };
    });
    return {
      mode, symbols,
      insurance_fund: formatAmount((await this.ledger.balance(insuranceAccount(mode))).available),
      platform_account: formatAmount((await this.ledger.balance(poolAccount(mode))).available),
      platform_covered: formatAmount(await this.repo.platformCovered(mode)),
    };
  }

  async insurance(mode: Mode, page: number, limit: number) {
    const { total, items } = await this.repo.insurancePage(mode, limit, (page - 1) * limit);
    return {
      total, items: items.map((e) => ({
        id: e.id, mode: e.mode, position_id: e.position_id, kind: e.kind, amount: formatAmount(e.amount_atoms),
        platform_covered: formatAmount(e.platform_covered_atoms), time: e.created_at,
      })),
    };
  }

  async positions(q: { mode: Mode; user_id?: number | undefined; tab?: string | undefined; symbol?: string | undefined; page: number; limit: number }) {
    const tab = q.tab ?? 'positions';
    const statuses = tab === 'pending' ? [STATUS.pending] : tab === 'cancelled' ? [STATUS.cancelled] : tab === 'closed' || tab === 'liquidated' ? [STATUS.closed] : [STATUS.position, STATUS.closing];
    const liquidated = tab === 'liquidated' ? true : tab === 'closed' ? false : undefined;
    const symbol = q.symbol ? (await this.contracts.get(q.symbol)).symbol : undefined;
    const { total, items } = await this.repo.page({ userId: q.user_id, mode: q.mode, statuses, liquidated, symbol }, q.limit, (q.page - 1) * q.limit);
    return { total, items: items.map((r) => ({ ...positionOut(r, this.engine.mark(r.symbol)?.price ?? null, this.engine.liquidationOf(r)), user_id: r.user_id })) };
  }

  async fundingRates(mode: Mode, symbol: string | undefined, page: number, limit: number) {
    const sym = symbol ? (await this.contracts.get(symbol)).symbol : undefined;
    const { total, items } = await this.repo.fundingRates(mode, sym, limit, (page - 1) * limit);
    return {
      total, items: items.map((r) => ({
        symbol: r.symbol, mode: r.mode, time: r.period_start, rate_ppm: String(r.rate_ppm), payer: r.payer,
        long_value: formatAmount(r.long_value_atoms), short_value: formatAmount(r.short_value_atoms), mark: formatAmount(r.mark_atoms),
      })),
    };
  }

  async myFunding(userId: number, mode: Mode, page: number, limit: number) {
    const { total, items } = await this.repo.fundingPayments(userId, mode, limit, (page - 1) * limit);
    return {
      total, items: items.map((p) => ({
        id: p.id, position_id: p.position_id, symbol: p.symbol, time: p.created_at, rate_ppm: String(p.rate_ppm), amount: formatAmount(p.amount_atoms),
      })),
    };
  }
}
