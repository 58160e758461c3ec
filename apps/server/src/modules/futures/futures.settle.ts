import { feeOf, notionalOf, pnlOf, quantityOf, splitClose, type FuturesCloseReason } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { Actor, LedgerService } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import { futuresAccount, type FuturesMoney } from './futures.money.js';
import { STATUS, type FuturesRepo, type PositionRow } from './futures.repo.js';

/** A stored tick a settlement uses and cites. */
export type MarkTick = { id: number; symbol: string; price: bigint; time: number; source: string };

export type Closed = { closedId: number; rest: PositionRow | null };

const ROLE: Record<FuturesCloseReason, string> = {
  user: 'close', take_profit: 'take_profit', stop_loss: 'stop_loss', trailing_stop: 'trailing_stop', liquidation: 'liquidation',
};

/**
 * The money-moving transitions of a position, each one transaction: the row changes only if it is still at the
 * version read (a user's close and a trigger cannot both settle it), the ledger entry has a reference that makes a
 * repeat a no-op, and the tick used is cited.
 */
export class FuturesSettlement {
  constructor(private readonly ledger: LedgerService, private readonly clock: Clock, private readonly repo: FuturesRepo,
    private readonly money: FuturesMoney, private readonly market: MarketService) {}

  /** Closes `lots` of a position (all when equal to its lots) at the tick's price. */
  close(row: PositionRow, lots: number, tick: MarkTick, reason: FuturesCloseReason, actor: Actor): Promise<Closed> {
    return this.ledger.transaction((tx) => this.closeIn(tx, row, lots, tick, reason, actor));
  }

  async closeIn(tx: Tx, row: PositionRow, lots: number, tick: MarkTick, reason: FuturesCloseReason, actor: Actor): Promise<Closed> {
    const now = this.clock.now();
    const fresh = await this.repo.position(row.id, tx);
    if (!fresh || fresh.status !== STATUS.position) fail('futures_not_open');
    if (fresh.version !== row.version) fail('futures_busy');
    const all = lots >= fresh.lots;
    const take = all ? fresh.lots : lots;
    const liquidation = reason === 'liquidation';
    const quantity = quantityOf(take, fresh.contract_size_atoms);
    const notional = notionalOf(tick.price, quantity);
    const pnl = pnlOf(fresh.side, fresh.entry_atoms ?? tick.price, tick.price, quantity);
    const margin = all ? fresh.margin_atoms : (fresh.margin_atoms * BigInt(take)) / BigInt(fresh.lots);
    const free = fresh.margin_mode === 'cross' ? (await this.ledger.balance(futuresAccount(fresh.user_id, fresh.mode), tx)).available : 0n;
    const split = splitClose(margin, margin + free, pnl, liquidation ? 0n : feeOf(notional, fresh.taker_fee_bps),
      liquidation ? feeOf(notional, fresh.liquidation_fee_bps) : 0n);

    let closedId = fresh.id;
    let rest: PositionRow | null = null;
    const closedFields = {
      status: STATUS.closed, close_atoms: tick.price, close_reason: reason, close_fee_atoms: split.fee, liquidation_fee_atoms: split.liquidationFee,
      closed_at: now,
    };
    if (all) {
      if (!(await this.repo.updatePosition(tx, fresh, { ...closedFields, realized_pnl_atoms: fresh.realized_pnl_atoms + pnl }))) fail('futures_busy');
    } else {
      const { id: _id, version: _v, ...copy } = fresh;
      const part = await this.repo.insertPosition(tx, {
        ...copy, ...closedFields, lots: take, margin_atoms: margin, parent_id: fresh.id, realized_pnl_atoms: pnl, funding_atoms: 0n,
        open_fee_atoms: 0n, version: 0,
      });
      closedId = part.id;
      if (!(await this.repo.updatePosition(tx, fresh, { lots: fresh.lots - take, margin_atoms: fresh.margin_atoms - margin }))) fail('futures_busy');
      rest = (await this.repo.position(fresh.id, tx)) ?? null;
    }
    await this.repo.moveOpenInterest(tx, fresh.symbol, fresh.mode, fresh.side, -take, Number.MAX_SAFE_INTEGER);
    const out = await this.money.close(tx, actor, `futures:close:${closedId}`, fresh.user_id, fresh.mode, fresh.symbol, margin, split, liquidation);
    if (split.liquidationFee > 0n) {
      await this.repo.insertInsurance(tx, { mode: fresh.mode, position_id: closedId, kind: 'liquidation_fee', amount_atoms: split.liquidationFee, platform_covered_atoms: 0n, created_at: now });
    }
    if (split.shortfall > 0n) {
      await this.repo.insertInsurance(tx, { mode: fresh.mode, position_id: closedId, kind: 'shortfall', amount_atoms: -out.covered, platform_covered_atoms: out.platformCovered, created_at: now });
    }
    await this.market.cite(tx, tick.id, `futures:${closedId}:${ROLE[reason]}`);
    return { closedId, rest };
  }

  /** A waiting limit order fills at the crossing tick's price: the fee from its reserve, the rest released. */
  fill(row: PositionRow, tick: MarkTick, liqOf: (r: PositionRow) => bigint | null): Promise<PositionRow> {
    return this.ledger.transaction(async (tx) => {
      const fresh = await this.repo.position(row.id, tx);
      if (!fresh || fresh.status !== STATUS.pending) fail('futures_not_pending');
      const notional = notionalOf(tick.price, quantityOf(fresh.lots, fresh.contract_size_atoms));
      const wanted = feeOf(notional, fresh.taker_fee_bps);
      const fee = wanted < fresh.fee_reserve_atoms ? wanted : fresh.fee_reserve_atoms;
      const opened = { ...fresh, status: STATUS.position, entry_atoms: tick.price, open_fee_atoms: fee, fee_reserve_atoms: 0n, opened_at: this.clock.now(), trail_peak_atoms: fresh.trail_atoms === null ? null : tick.price };
      const liq = liqOf(opened);
      if (!(await this.repo.updatePosition(tx, fresh, {
        status: opened.status, entry_atoms: opened.entry_atoms, open_fee_atoms: fee, fee_reserve_atoms: 0n, opened_at: opened.opened_at, liq_atoms: liq,
        trail_peak_atoms: opened.trail_peak_atoms,
      }))) fail('futures_busy');
      await this.money.fill(tx, fresh.id, fresh.user_id, fresh.mode, fresh.symbol, fresh.fee_reserve_atoms, fee);
      await this.market.cite(tx, tick.id, `futures:${fresh.id}:fill`);
      return (await this.repo.position(fresh.id, tx))!;
    });
  }
}
