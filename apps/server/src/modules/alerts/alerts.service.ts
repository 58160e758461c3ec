import { ALERT_KINDS, formatAmount, MAX_ACTIVE_ALERTS, tryParseAmount, type AlertKind, type PriceAlert } from '@candor/shared';
import type { Bus } from '../../platform/bus/bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { MarketService, Tick } from '../market/index.js';
import type { AlertChangedEvent } from './alerts.events.js';
import { AlertIndex, changeBasisPoints, type IndexedAlert } from './alerts.index.js';
import { AlertsRepo, type AlertRow } from './alerts.repo.js';

const DAY_MS = 86_400_000;
/** How long a symbol's 24-hour reference price is reused before it is read again. */
const REFERENCE_TTL_MS = 60_000;
const MAX_MOVE_BP = 100_000n;

const view = (r: AlertRow): PriceAlert => ({
  id: r.id, symbol: r.symbol, kind: r.kind, status: r.status, created_at: r.created_at, fired_at: r.fired_at,
  value: r.kind === 'move' ? formatAmount(r.value_atoms, 2) : formatAmount(r.value_atoms),
  fired_price: r.fired_price_atoms === null ? null : formatAmount(r.fired_price_atoms),
});

const indexed = (r: AlertRow): IndexedAlert => ({ id: r.id, symbol: r.symbol, kind: r.kind, value: r.value_atoms });

/**
 * Price alerts: a user's alert fires once when a feed tick reaches it. Ticks come only from the bus (`market.ticks`);
 * nothing here writes a price. Each node keeps the active alerts indexed in memory and claims what a tick reaches in
 * the database, so an alert fires on exactly one node.
 */
export class AlertsService {
  readonly index = new AlertIndex();
  readonly repo: AlertsRepo;
  private readonly references = new Map<string, { price: bigint | null; at: number }>();

  constructor(db: Db, private readonly clock: Clock, private readonly bus: Bus, private readonly market: Pick<MarketService, 'market' | 'lastPrice' | 'tickAtOrBefore'>) {
    this.repo = new AlertsRepo(db);
  }

  /** Loads every active alert into the index (start, on every node). */
  async restore(): Promise<number> {
    for (const r of await this.repo.active()) this.index.add(indexed(r));
    return this.index.size;
  }

  async list(userId: number): Promise<PriceAlert[]> {
    return (await this.repo.ofUser(userId)).map(view);
  }

  async create(userId: number, input: { symbol?: string | undefined; kind?: string | undefined; value?: string | undefined }): Promise<PriceAlert> {
    const market = this.market.market(input.symbol);
    const kind = ALERT_KINDS.find((k) => k === input.kind);
    if (!kind) return fail('alert_kind_invalid');
    const value = this.parseValue(kind, input.value ?? '');
    if (kind !== 'move') {
      const last = this.market.lastPrice(market.symbol);
      if (last && (kind === 'above' ? value <= last.price : value >= last.price)) fail('alert_already_reached');
    }
    if ((await this.repo.countActive(userId)) >= MAX_ACTIVE_ALERTS) fail('alert_limit_reached', { max: MAX_ACTIVE_ALERTS });
    const row = await this.repo.insert({ user_id: userId, symbol: market.symbol, kind, value_atoms: value, created_at: this.clock.now() });
    this.announce(row, true);
    return view(row);
  }

  async remove(userId: number, id: number): Promise<null> {
    const row = await this.repo.one(userId, id);
    if (!row || !(await this.repo.remove(userId, id))) return fail('alert_not_found');
    this.announce(row, false);
    return null;
  }

  async pause(userId: number, id: number): Promise<PriceAlert> {
    const row = await this.repo.setStatus(userId, id, 'active', 'paused');
    if (!row) return (await this.repo.one(userId, id)) ? fail('alert_not_active') : fail('alert_not_found');
    this.announce(row, false);
    return view(row);
  }

  async resume(userId: number, id: number): Promise<PriceAlert> {
    const before = await this.repo.one(userId, id);
    if (!before) return fail('alert_not_found');
    if (before.status !== 'paused') return fail('alert_not_paused');
    if ((await this.repo.countActive(userId)) >= MAX_ACTIVE_ALERTS) fail('alert_limit_reached', { max: MAX_ACTIVE_ALERTS });
    const row = await this.repo.setStatus(userId, id, 'paused', 'active');
    if (!row) return fail('alert_not_paused');
    this.announce(row, true);
    return view(row);
  }

  /** The back office's figures: active alerts per symbol and alerts fired per UTC day over the last 30 days. */
  async stats(now = this.clock.now()): Promise<{ active_by_symbol: { symbol: string; active: number }[]; fired_by_day: { day: string; fired: number }[] }> {
    const since = Math.floor(now / DAY_MS) * DAY_MS - 29 * DAY_MS;
    const days = new Map<string, number>();
    for (let d = since; d <= now; d += DAY_MS) days.set(new Date(d).toISOString().slice(0, 10), 0);
    for (const at of await this.repo.firedSince(since)) {
      const day = new Date(at).toISOString().slice(0, 10);
      days.set(day, (days.get(day) ?? 0) + 1);
    }
    return { active_by_symbol: await this.repo.activeBySymbol(), fired_by_day: [...days].map(([day, fired]) => ({ day, fired })) };
  }

  /** The bus's `alerts.changed`: this node's index follows every node's changes. */
  onChanged(e: AlertChangedEvent): void {
    if (e.active) this.index.add({ id: e.alertId, symbol: e.symbol, kind: e.kind, value: e.value });
    else this.index.remove(e.alertId);
  }

  /** The bus's `market.ticks`: every tick in order; what it reaches is claimed, then announced as `alerts.fired`. */
  async onTicks(ticks: readonly Tick[]): Promise<number> {
    let fired = 0;
    for (const t of ticks) {
      const change = this.index.hasMoves(t.symbol) ? changeBasisPoints(t.price, await this.reference(t.symbol, t.time)) : null;
      const reached = this.index.take(t.symbol, t.price, change);
      if (reached.length === 0) continue;
      let claimed: AlertRow[];
      try {
        claimed = await this.repo.claim(reached.map((a) => a.id), t.price, t.time);
      } catch (err) {
        for (const a of reached) this.index.add(a);
        throw err;
      }
      for (const r of claimed) {
        this.bus.publish('alerts.fired', { alertId: r.id, userId: r.user_id, symbol: r.symbol, kind: r.kind, value: r.value_atoms, price: t.price, time: t.time });
      }
      fired += claimed.length;
    }
    return fired;
  }

  /** The symbol's price 24 hours before `time` (the last stored tick then), read again at most once a minute. */
  private async reference(symbol: string, time: number): Promise<bigint | null> {
    const cached = this.references.get(symbol);
    if (cached && time - cached.at < REFERENCE_TTL_MS && time >= cached.at) return cached.price;
    const tick = await this.market.tickAtOrBefore(symbol, time - DAY_MS);
    const price = tick ? BigInt(tick.price_atoms) : null;
    this.references.set(symbol, { price, at: time });
    return price;
  }

  private parseValue(kind: AlertKind, text: string): bigint {
    const v = tryParseAmount(text.trim(), kind === 'move' ? 2 : 8);
    if (v === null || v <= 0n || (kind === 'move' && v > MAX_MOVE_BP)) return fail('alert_value_invalid');
    return v;
  }

  private announce(r: AlertRow, active: boolean): void {
    this.bus.publish('alerts.changed', { alertId: r.id, userId: r.user_id, symbol: r.symbol, kind: r.kind, value: r.value_atoms, active });
  }
}
