import { OPTION_VOID_AFTER_MS, formatAmount, payoutOf, type OptionOrder, type OptionVerification } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { KycService } from '../kyc/index.js';
import type { LedgerService, Mode } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import { OPTION_COIN } from './options.defaults.js';
import { checkCoin, parseDirection, parseSeconds, parseStake } from './options.input.js';
import { OptionsMoney } from './options.money.js';
import { OptionProducts } from './options.products.js';
import { createOptionsRepo, type OptionsRepo } from './options.repo.js';
import { OptionsReports } from './options.reports.js';
import { silentOptions, type OptionsAnnounce } from './options.events.js';
import { OptionsSettlement } from './options.settle.js';
import { orderOut, verificationOut } from './options.views.js';

export type TradeInput = {
  symbol: string; direction?: string | undefined; seconds?: number | string | undefined; transaction_period?: number | string | undefined;
  amount?: string | undefined; coin?: string | undefined;
};

/**
 * Timed options: buying (terms read at the moment of buying and copied onto the order, the open tick fixed at once),
 * the user's lists, the public verification; settlement (options.settle.ts) and the reports are its parts.
 */
export class OptionsService {
  readonly repo: OptionsRepo;
  readonly products: OptionProducts;
  readonly money: OptionsMoney;
  readonly settlement: OptionsSettlement;
  readonly reports: OptionsReports;

  constructor(db: Db, private readonly clock: Clock, ledger: LedgerService, private readonly idempotency: Idempotency,
    private readonly market: MarketService, private readonly kyc: KycService, announce: OptionsAnnounce = silentOptions) {
    this.repo = createOptionsRepo(db);
    this.products = new OptionProducts(db, clock, this.repo);
    this.money = new OptionsMoney(ledger);
    this.settlement = new OptionsSettlement(ledger, clock, db, this.repo, this.money, market, announce);
    this.reports = new OptionsReports(this.repo, this.products, this.money, market);
  }

  /** Buys rise, fall or even; once per idempotency key. Refusals name the rule or the limit that refused. */
  async trade(userId: number, mode: Mode, body: TradeInput, key: string | undefined): Promise<OptionOrder> {
    const sym = await this.products.symbol(body.symbol);
    if (sym.enabled !== 1) fail('option_symbol_disabled');
    const direction = parseDirection(body.direction);
    const d = await this.products.duration(parseSeconds(body.seconds ?? body.transaction_period));
    if (d.enabled !== 1) fail('option_duration_unavailable');
    checkCoin(body.coin);
    const stake = parseStake(body.amount);
    if (stake < d.min_stake_atoms) fail('option_amount_below_min', { min: formatAmount(d.min_stake_atoms), coin: OPTION_COIN });
    if (stake > d.max_stake_atoms) fail('option_amount_above_max', { max: formatAmount(d.max_stake_atoms), coin: OPTION_COIN });
    if (mode === 'real') await this.kyc.requireBasic(userId);
    const now = this.clock.now();
    this.market.assertFresh(sym.symbol, now);
    const tick = await this.market.tickAtOrBefore(sym.symbol, now);
    // A stale price is no open price: the feed must have ticked within the void window.
    if (!tick || now - tick.ts > OPTION_VOID_AFTER_MS) fail('option_price_unavailable');
    const request = { mode, symbol: sym.symbol, direction, seconds: d.seconds, stake };
    return this.idempotency.once({ userId, scope: 'options.trade', key, request }, async (tx) => {
      const capped = await this.repo.addOpenStake(tx, { userId, mode, symbol: sym.symbol, direction }, stake,
        { side: sym.side_open_cap_atoms, user: sym.user_open_cap_atoms });
      if (capped === 'side') fail('option_side_cap', { cap: formatAmount(sym.side_open_cap_atoms), coin: OPTION_COIN });
      if (capped === 'user') fail('option_user_cap', { cap: formatAmount(sym.user_open_cap_atoms), coin: OPTION_COIN });
      const row = await this.repo.insertOrder(tx, {
        user_id: userId, mode, symbol: sym.symbol, direction, seconds: d.seconds, rate_bps: d.rate_bps, price_decimals: sym.priceDecimals,
        stake_atoms: stake, payout_atoms: payoutOf(stake, d.rate_bps), status: 'open', result: null, outcome: null,
        open_time: now, close_time: now + d.seconds * 1000, open_tick_id: tick.id, open_atoms: tick.price_atoms,
        close_tick_id: null, close_atoms: null, settled_at: null, created_at: now,
      });
      await this.money.buy(tx, row);
      await this.market.cite(tx, tick.id, `option:${row.id}:open`);
      return orderOut(row);
    });
  }

  /** Decided (docs/decisions.md): the open tick is fixed when the order is bought, so no moment is left to cancel in. */
  async cancel(userId: number, mode: Mode, id: number): Promise<OptionOrder> {
    const o = await this.repo.order(id);
    if (!o || o.user_id !== userId || o.mode !== mode) fail('option_not_found');
    fail('option_cancel_closed');
  }

  async list(userId: number, mode: Mode, q: { tab?: 'open' | 'settled' | undefined; symbol?: string | undefined; page: number; limit: number }) {
    const symbol = q.symbol ? (await this.products.symbol(q.symbol)).symbol : undefined;
    const { total, items } = await this.repo.page({ userId, mode, open: (q.tab ?? 'open') === 'open', symbol }, q.limit, (q.page - 1) * q.limit);
    return { total, items: items.map(orderOut) };
  }

  async detail(userId: number, mode: Mode, id: number): Promise<OptionOrder> {
    const o = await this.repo.order(id);
    if (!o || o.user_id !== userId || o.mode !== mode) fail('option_not_found');
    return orderOut(o);
  }

  /** Public: anyone may check any order (no user is named); the result is recomputed from the stored ticks. */
  async verify(id: number): Promise<OptionVerification> {
    const o = await this.repo.order(id);
    if (!o) fail('option_not_found');
    const ids = [o.open_tick_id, ...(o.close_tick_id === null ? [] : [o.close_tick_id])];
    const ticks = new Map((await this.market.ticksByIds(ids)).map((t) => [t.id, t]));
    const open = ticks.get(o.open_tick_id);
    if (!open) fail('option_not_found');
    const close = o.close_tick_id === null ? null : (ticks.get(o.close_tick_id) ?? null);
    const first = o.status === 'void' ? ((await this.market.firstTickFrom(o.symbol, o.close_time)) ?? null) : null;
    return verificationOut(o, open, close, first);
  }
}
