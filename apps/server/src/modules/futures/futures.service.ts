import {
  checkStops, estimateOpen, feeOf, formatAmount, initialMargin, mmRateBps, notionalOf, quantityOf,
  type FuturesEventKind, type FuturesPosition, type FuturesTab,
} from '@candor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { Actor, LedgerService, Mode } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import { FuturesContracts } from './futures.contracts.js';
import { FuturesEngine } from './futures.engine.js';
import { silent, type FuturesAnnounce } from './futures.events.js';
import { isolatedLiq } from './futures.margin.js';
import { parseLeverage, parseLots, parseMarginMode, parsePrice, parseSide, parseType } from './futures.input.js';
import { FuturesMoney } from './futures.money.js';
import { STATUS, createFuturesRepo, type PositionRow } from './futures.repo.js';
import { FuturesSettlement } from './futures.settle.js';
import { citationOut, positionOut } from './futures.views.js';

export type TradeInput = {
  symbol: string; side?: string | undefined; type?: string | undefined; price?: string | undefined;
  lots?: number | string | undefined; amount?: number | string | undefined; leverage?: number | string | undefined;
  margin_mode?: string | undefined; take_profit?: string | undefined; stop_loss?: string | undefined; trail_distance?: string | undefined;
};

const TAB_STATUS: Record<FuturesTab, { statuses: number[]; liquidated?: boolean }> = {
  positions: { statuses: [STATUS.position, STATUS.closing] },
  pending: { statuses: [STATUS.pending] },
  cancelled: { statuses: [STATUS.cancelled] },
  closed: { statuses: [STATUS.closed], liquidated: false },
  liquidated: { statuses: [STATUS.closed], liquidated: true },
};

/** Futures: the user's calls (open, limit orders, close, add, cancel, stops, lists) over the engine and the ledger. */
export class FuturesService {
  readonly repo;
  readonly contracts;
  readonly money;
  readonly settle;
  readonly engine;

  constructor(readonly db: Db, readonly clock: Clock, readonly ledger: LedgerService, private readonly idempotency: Idempotency,
    readonly market: MarketService, log: Pick<FastifyBaseLogger, 'error' | 'warn'>, private readonly announce: FuturesAnnounce = silent) {
    this.repo = createFuturesRepo(db);
    this.contracts = new FuturesContracts(db, clock, this.repo);
    this.money = new FuturesMoney(ledger);
    this.settle = new FuturesSettlement(ledger, clock, this.repo, this.money, market);
    this.engine = new FuturesEngine(this.repo, market, ledger, this.settle, log, { db, clock }, announce);
  }

  private view(r: PositionRow): FuturesPosition {
    return positionOut(r, this.engine.mark(r.symbol)?.price ?? null, this.engine.liquidationOf(r));
  }

  /** Tells the user's own websocket what changed (after the commit) and answers the view. */
  private told(r: PositionRow, event: FuturesEventKind): FuturesPosition {
    const position = this.view(r);
    this.announce({ userId: r.user_id, mode: r.mode, event, position });
    return position;
  }

  /** The mark a user's open, add or close is priced at; refused (market_stale) while the symbol's feed is silent. */
  private markOf(symbol: string) {
    this.market.assertFresh(symbol);
    return this.engine.mark(symbol) ?? fail('futures_price_unavailable');
  }

  /** Opens at the mark (market) or rests until the mark crosses (limit); once per idempotency key. */
  async trade(userId: number, mode: Mode, body: TradeInput, key: string | undefined): Promise<FuturesPosition> {
    const c = await this.contracts.get(body.symbol);
    if (c.enabled !== 1) fail('futures_contract_disabled');
    const side = parseSide(body.side);
    const type = parseType(body.type);
    const lots = parseLots(body.lots ?? body.amount, c);
    const leverage = parseLeverage(body.leverage, c);
    const marginMode = parseMarginMode(body.margin_mode);
    const limit = type === 'limit' ? (parsePrice(body.price, c) ?? fail('futures_price_invalid')) : null;
    const tp = parsePrice(body.take_profit, c);
    const sl = parsePrice(body.stop_loss, c);
    const trail = parsePrice(body.trail_distance, c);
    const mark = this.markOf(c.symbol);
    const price = limit ?? mark.price;
    const stops = checkStops(side, price, tp, sl);
    if (stops) fail(stops);
    const est = estimateOpen(c.terms, side, price, lots, leverage);
    if (est.margin <= est.maintenance + feeOf(est.notional, c.liquidation_fee_bps)) fail('futures_leverage_invalid', { choices: c.leverageChoices.join(', ') });
    const actor: Actor = { type: 'user', id: userId };
    const now = this.clock.now();
    const request = { mode, symbol: c.symbol, side, type, lots, leverage, marginMode, limit, tp, sl, trail };
    const out = await this.idempotency.once({ userId, scope: 'futures.trade', key, request }, async (tx) => {
      if (!(await this.repo.moveOpenInterest(tx, c.symbol, mode, side, lots, c.oi_cap_lots))) fail('futures_oi_cap');
      const row = await this.repo.insertPosition(tx, {
        user_id: userId, mode, symbol: c.symbol, side, margin_mode: marginMode, order_type: type,
        status: limit === null ? STATUS.position : STATUS.pending, close_reason: null, cancel_reason: null, parent_id: null,
        lots, contract_size_atoms: c.contract_size_atoms, leverage, mm_rate_bps: est.mmRateBps, taker_fee_bps: c.taker_fee_bps,
        liquidation_fee_bps: c.liquidation_fee_bps, limit_atoms: limit, entry_atoms: limit === null ? mark.price : null, close_atoms: null,
        margin_atoms: est.margin, fee_reserve_atoms: limit === null ? 0n : est.fee, open_fee_atoms: limit === null ? est.fee : 0n,
        close_fee_atoms: 0n, liquidation_fee_atoms: 0n, realized_pnl_atoms: 0n, funding_atoms: 0n,
        tp_atoms: tp, sl_atoms: sl, trail_atoms: trail, trail_peak_atoms: trail === null || limit !== null ? null : mark.price, liq_atoms: null,
        from_tick_id: mark.id, version: 0, created_at: now, opened_at: limit === null ? now : null, closed_at: null,
      });
      if (limit === null) {
        await this.money.open(tx, actor, row.id, userId, mode, c.symbol, est.margin, est.fee);
        await this.market.cite(tx, mark.id, `futures:${row.id}:open`);
        if (marginMode === 'isolated') await this.repo.updatePosition(tx, row, { liq_atoms: isolatedLiq(row) });
      } else {
        await this.money.reserve(tx, actor, row.id, userId, mode, c.symbol, est.margin + est.fee);
      }
      return row.id;
    });
    const placed = (await this.engine.reload(out)) ?? fail('futures_not_found');
    return this.told(placed, placed.status === STATUS.pending ? 'placed' : 'opened');
  }

  private async own(userId: number, mode: Mode, id: number): Promise<PositionRow> {
    const r = await this.repo.position(id);
    if (!r || r.user_id !== userId) fail('futures_not_found');
    if (r.mode !== mode) fail('futures_mode_mismatch');
    return r;
  }

  /** Closes all of a position, or `lots` of it, at the mark; the mark's tick is cited. */
  async close(userId: number, mode: Mode, id: number, lotsText: number | string | undefined): Promise<FuturesPosition> {
    const r = await this.own(userId, mode, id);
    if (r.status !== STATUS.position) fail('futures_not_open');
    const lots = lotsText === undefined || lotsText === '' ? r.lots : Math.min(parseLots(lotsText, null), r.lots);
    const { closedId } = await this.settle.close(r, lots, this.markOf(r.symbol), 'user', { type: 'user', id: userId });
    const rest = await this.engine.reload(r.id);
    if (rest && closedId !== rest.id) this.told(rest, 'changed');
    return this.told((await this.repo.position(closedId))!, 'closed');
  }

  /** Adds lots at the mark: the entry becomes the quantity-weighted average (rounded down), margin and fee added. */
  async add(userId: number, mode: Mode, id: number, lotsText: number | string | undefined): Promise<FuturesPosition> {
    const r = await this.own(userId, mode, id);
    if (r.status !== STATUS.position || r.entry_atoms === null) fail('futures_not_open');
    const c = await this.contracts.get(r.symbol);
    if (c.enabled !== 1) fail('futures_contract_disabled');
    const lots = parseLots(lotsText, c);
    if (r.lots + lots > c.max_lots) fail('futures_lots_too_large', { max: String(c.max_lots) });
    const mark = this.markOf(r.symbol);
    const addQty = quantityOf(lots, r.contract_size_atoms);
    const oldQty = quantityOf(r.lots, r.contract_size_atoms);
    const notional = notionalOf(mark.price, addQty);
    const margin = initialMargin(notional, r.leverage);
    const fee = feeOf(notional, r.taker_fee_bps);
    const entry = (r.entry_atoms * oldQty + mark.price * addQty) / (oldQty + addQty);
    await this.ledger.transaction(async (tx) => {
      if (!(await this.repo.moveOpenInterest(tx, r.symbol, mode, r.side, lots, c.oi_cap_lots))) fail('futures_oi_cap');
      const next = { ...r, lots: r.lots + lots, entry_atoms: entry, margin_atoms: r.margin_atoms + margin };
      const rate = mmRateBps(notionalOf(entry, quantityOf(next.lots, r.contract_size_atoms)), c.terms.mmTiers);
      if (!(await this.repo.updatePosition(tx, r, {
        lots: next.lots, entry_atoms: entry, margin_atoms: next.margin_atoms, open_fee_atoms: r.open_fee_atoms + fee, mm_rate_bps: rate,
        liq_atoms: r.margin_mode === 'isolated' ? isolatedLiq({ ...next, mm_rate_bps: rate }) : null,
      }))) fail('futures_busy');
      await this.money.add(tx, { type: 'user', id: userId }, `futures:add:${r.id}:${r.version}`, userId, mode, r.symbol, margin, fee);
      await this.market.cite(tx, mark.id, `futures:${r.id}:open`);
    });
    return this.told((await this.engine.reload(r.id))!, 'changed');
  }

  /** Cancels a waiting limit order: its margin and fee reserve return to the available balance. */
  async cancel(userId: number, mode: Mode, id: number): Promise<FuturesPosition> {
    const r = await this.own(userId, mode, id);
    if (r.status !== STATUS.pending) fail('futures_not_pending');
    await this.ledger.transaction(async (tx) => {
      if (!(await this.repo.updatePosition(tx, r, { status: STATUS.cancelled, cancel_reason: 'user', closed_at: this.clock.now() }))) fail('futures_busy');
      await this.repo.moveOpenInterest(tx, r.symbol, mode, r.side, -r.lots, Number.MAX_SAFE_INTEGER);
      await this.money.release(tx, { type: 'user', id: userId }, r.id, userId, mode, r.symbol, r.margin_atoms + r.fee_reserve_atoms);
    });
    return this.told((await this.engine.reload(r.id))!, 'cancelled');
  }

  /** Sets both stops (each on its side of the mark, or of the limit price while waiting) and an optional trailing stop. */
  async setStop(userId: number, mode: Mode, id: number, b: { take_profit?: string | undefined; stop_loss?: string | undefined; trail_distance?: string | undefined }): Promise<FuturesPosition> {
    const r = await this.own(userId, mode, id);
    if (r.status !== STATUS.position && r.status !== STATUS.pending) fail('futures_not_open');
    const c = await this.contracts.get(r.symbol);
    const tp = parsePrice(b.take_profit, c);
    const sl = parsePrice(b.stop_loss, c);
    if (tp === null || sl === null) fail('futures_stops_required');
    const trail = parsePrice(b.trail_distance, c);
    const reference = r.status === STATUS.pending ? r.limit_atoms! : this.markOf(r.symbol).price;
    const stops = checkStops(r.side, reference, tp, sl);
    if (stops) fail(stops);
    await this.ledger.transaction(async (tx) => {
      if (!(await this.repo.updatePosition(tx, r, {
        tp_atoms: tp, sl_atoms: sl, trail_atoms: trail,
        trail_peak_atoms: trail === null || r.status === STATUS.pending ? null : (r.trail_peak_atoms ?? reference),
        from_tick_id: Math.max(r.from_tick_id, this.engine.mark(r.symbol)?.id ?? 0),
      }))) fail('futures_busy');
    });
    return this.told((await this.engine.reload(r.id))!, 'changed');
  }

  async list(userId: number, mode: Mode, q: { tab?: FuturesTab | undefined; symbol?: string | undefined; page: number; limit: number }) {
    const tab = TAB_STATUS[q.tab ?? 'positions'];
    const symbol = q.symbol ? (await this.contracts.get(q.symbol)).symbol : undefined;
    const { total, items } = await this.repo.page({ userId, mode, statuses: tab.statuses, liquidated: tab.liquidated, symbol }, q.limit, (q.page - 1) * q.limit);
    return { total, items: items.map((r) => this.view(r)) };
  }

  async detail(userId: number, mode: Mode, id: number) {
    const r = await this.own(userId, mode, id);
    const cited = await this.market.citedTicks(`futures:${r.id}:`);
    return { ...this.view(r), citations: cited.map(citationOut) };
  }

  /** Value, margin, fee and estimated liquidation price before opening (cross: with the free balance behind it). */
  async estimate(userId: number | null, mode: Mode, q: { symbol: string; side?: string | undefined; lots?: string | undefined; leverage?: string | undefined; margin_mode?: string | undefined; price?: string | undefined }) {
    const c = await this.contracts.get(q.symbol);
    const side = parseSide(q.side ?? 'long');
    const lots = parseLots(q.lots ?? '1', c);
    const leverage = parseLeverage(q.leverage, c);
    const marginMode = parseMarginMode(q.margin_mode);
    const price = parsePrice(q.price, c) ?? this.markOf(c.symbol).price;
    const available = userId === null ? null : (await this.ledger.balance({ ownerId: userId, asset: 'USDT', kind: 'futures', mode })).available;
    const own = estimateOpen(c.terms, side, price, lots, leverage);
    const free = marginMode === 'cross' && available !== null ? available - own.margin - own.fee : 0n;
    const est = estimateOpen(c.terms, side, price, lots, leverage, free > 0n ? free : 0n);
    return {
      symbol: c.symbol, side, margin_mode: marginMode, lots, leverage, price: formatAmount(price), quantity: formatAmount(est.quantity),
      value: formatAmount(est.notional), margin: formatAmount(est.margin), fee: formatAmount(est.fee), mm_rate_bps: est.mmRateBps,
      maintenance: formatAmount(est.maintenance), liquidation_price: est.liquidationPrice === null ? null : formatAmount(est.liquidationPrice),
      available: available === null ? null : formatAmount(available),
    };
  }
}
