import { fundingPayment, fundingRatePpm, notionalOf, quantityOf, type FuturesSide } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { LedgerService, Mode } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import type { Contract, FuturesContracts } from './futures.contracts.js';
import { FUNDING_INTERVAL_MS } from './futures.defaults.js';
import type { FuturesEngine } from './futures.engine.js';
import type { FuturesMoney } from './futures.money.js';
import { STATUS, type FuturesRepo, type PositionRow } from './futures.repo.js';

const MODES: readonly Mode[] = ['real', 'demo'];
/** At most a week of missed periods is charged after downtime. */
const MAX_MISSED = 21;

/**
 * Funding every 8 hours (the scheduler's `futures.funding` job): per symbol and mode, the rate from the open-interest
 * skew at the mark (packages/shared rules), the larger side pays it from its margin, the smaller side receives it,
 * the platform's account is the other side of every payment. Idempotent: one rate per (symbol, mode, period) and one
 * payment per (rate, position), so a run killed midway and run again pays nothing twice and misses nothing.
 */
export class FuturesFunding {
  constructor(private readonly ledger: LedgerService, private readonly clock: Clock, private readonly repo: FuturesRepo,
    private readonly contracts: FuturesContracts, private readonly money: FuturesMoney, private readonly engine: FuturesEngine,
    private readonly market: Pick<MarketService, 'lastTickAt' | 'isStale'>) {}

  private skew(c: Contract, rows: PositionRow[], mark: bigint) {
    let long = 0n;
    let short = 0n;
    for (const r of rows) {
      const v = notionalOf(mark, quantityOf(r.lots, r.contract_size_atoms));
      if (r.side === 'long') long += v;
      else short += v;
    }
    const { ratePpm, payer } = fundingRatePpm(long, short, { factorPpm: c.funding_factor_ppm, exponent: c.funding_exponent, capPpm: c.funding_cap_ppm });
    return { long, short, ratePpm, payer };
  }

  /** The rate the next period would charge now, shown in advance on the trade page. */
  async next(c: Contract, mode: Mode): Promise<{ time: number; ratePpm: bigint; payer: FuturesSide | null }> {
    const now = this.clock.now();
    const time = now - (now % FUNDING_INTERVAL_MS) + FUNDING_INTERVAL_MS;
    const mark = this.engine.mark(c.symbol);
    if (!mark) return { time, ratePpm: 0n, payer: null };
    const rows = this.engine.liveRows().filter((r) => r.symbol === c.symbol && r.mode === mode && r.status === STATUS.position);
    const { ratePpm, payer } = this.skew(c, rows, mark.price);
    return { time, ratePpm, payer };
  }

  /**
   * The job's run: first every period missed since `lastDone` (downtime), oldest first, then the due one. Answers the
   * number of payments made.
   */
  async catchUp(lastDone: number | null, periodStart: number): Promise<number> {
    let paid = 0;
    if (lastDone !== null) {
      const first = Math.max(lastDone + FUNDING_INTERVAL_MS, periodStart - MAX_MISSED * FUNDING_INTERVAL_MS);
      for (let s = first; s < periodStart; s += FUNDING_INTERVAL_MS) paid += await this.runMissed(s);
    }
    return paid + (await this.run(periodStart));
  }

  /**
   * A missed period, charged as it would have been: the rate from the positions open at its start, at the last stored
   * tick at or before it (none stored: the period is not charged for that symbol); only the positions still open pay
   * or receive (a position closed since has had its margin settled).
   */
  private async runMissed(periodStart: number): Promise<number> {
    let paid = 0;
    for (const c of await this.contracts.all()) {
      const at = await this.market.lastTickAt(c.symbol, periodStart);
      if (!at) continue;
      for (const mode of MODES) {
        const rows = await this.repo.openAt(c.symbol, mode, periodStart);
        if (rows.length > 0) paid += await this.settlePeriod(c, mode, periodStart, rows, at.price_atoms, rows.filter((r) => r.status === STATUS.position));
      }
    }
    return paid;
  }

  /** Settles the period that starts at `periodStart` at the current marks; answers the number of payments made. */
  async run(periodStart: number): Promise<number> {
    let paid = 0;
    for (const c of await this.contracts.all()) {
      const mark = this.engine.mark(c.symbol);
      // No mark, or a mark the silent feed left behind: the period is not charged for that symbol (never at a stale price).
      if (!mark || this.market.isStale(c.symbol)) continue;
      for (const mode of MODES) {
        const rows = await this.repo.openBySymbol(c.symbol, mode);
        if (rows.length > 0) paid += await this.settlePeriod(c, mode, periodStart, rows, mark.price, rows);
      }
    }
    return paid;
  }

  /** One rate row per (symbol, mode, period) from the skew of `rows` at `mark`, then each of `payers` settled once. */
  private async settlePeriod(c: Contract, mode: Mode, periodStart: number, rows: PositionRow[], mark: bigint, payers: PositionRow[]): Promise<number> {
    const s = this.skew(c, rows, mark);
    const rate = await this.ledger.transaction(async (tx) => (await this.repo.insertFundingRate(tx, {
      symbol: c.symbol, mode, period_start: periodStart, rate_ppm: Number(s.ratePpm), payer: s.payer,
      long_value_atoms: s.long, short_value_atoms: s.short, mark_atoms: mark, created_at: this.clock.now(),
    })) ?? (await this.repo.fundingRate(c.symbol, mode, periodStart, tx))!);
    if (rate.payer === null || rate.rate_ppm === 0) return 0;
    let paid = 0;
    for (const r of payers) if (await this.pay(r.id, rate.id, BigInt(rate.rate_ppm), rate.payer, rate.mark_atoms)) paid++;
    return paid;
  }

  private async pay(positionId: number, rateId: number, ratePpm: bigint, payer: FuturesSide, mark: bigint): Promise<boolean> {
    const done = await this.ledger.transaction(async (tx) => {
      const r = await this.repo.position(positionId, tx);
      if (!r || r.status !== STATUS.position) return false;
      const pays = r.side === payer;
      let amount = fundingPayment(notionalOf(mark, quantityOf(r.lots, r.contract_size_atoms)), ratePpm, pays);
      if (pays && amount > r.margin_atoms) amount = r.margin_atoms;
      if (amount === 0n) return false;
      const signed = pays ? -amount : amount;
      if (!(await this.repo.insertFundingPayment(tx, { rate_id: rateId, position_id: r.id, user_id: r.user_id, mode: r.mode, symbol: r.symbol, amount_atoms: signed, created_at: this.clock.now() }))) return false;
      await this.money.funding(tx, `futures:funding:${rateId}:${r.id}`, r.user_id, r.mode, r.symbol, signed);
      const ok = await this.repo.updatePosition(tx, r, { funding_atoms: r.funding_atoms + signed, margin_atoms: pays ? r.margin_atoms - amount : r.margin_atoms });
      if (!ok) throw new Error('position changed during funding');
      return true;
    });
    if (done) await this.engine.reload(positionId);
    return done;
  }
}
