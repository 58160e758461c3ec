import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { B } from './errors.js';
import { optionalInt } from './format.js';

type Mode = 'real' | 'demo';
export type Venue = 'spot' | 'futures';

/** Binance's rule for a newClientOrderId. */
const CLIENT_ORDER_ID = /^[.A-Z:/a-z0-9_-]{1,36}$/;

/** A request's newClientOrderId (or origClientOrderId), checked as Binance does; undefined when none was sent. */
export function clientOrderIdParam(p: Record<string, string>, name: 'newClientOrderId' | 'origClientOrderId'): string | undefined {
  const v = p[name];
  if (v === undefined || v === '') return undefined;
  if (!CLIENT_ORDER_ID.test(v)) throw B.illegalParam(name, CLIENT_ORDER_ID.source);
  return v;
}

/**
 * The clientOrderIds of orders placed through /binance, kept beside the orders (api_client_orders) so spot and
 * futures stay as they are. As Binance: a clientOrderId is unique among a user's open orders of a venue (another
 * open order with it answers spot's -2010 "Duplicate order sent." or futures' -4116 "ClientOrderId is duplicated."), may be used again once that order is closed, and names
 * the latest order that used it for GET and DELETE by origClientOrderId.
 */
export class ClientOrders {
  private readonly inflight = new Map<string, Set<Promise<unknown>>>();

  constructor(private readonly db: Db, private readonly clock: Clock) {}

  /**
   * Runs a named placement (place, then record its name) so that this node's user data streams, told of the order by
   * the bus before its name is recorded, wait for it (`settled`) and answer the order's clientOrderId.
   */
  async track<T>(userId: number, venue: Venue, work: () => Promise<T>): Promise<T> {
    const k = `${venue}:${userId}`;
    const set = this.inflight.get(k) ?? new Set<Promise<unknown>>();
    this.inflight.set(k, set);
    const p = work();
    set.add(p);
    try {
      return await p;
    } finally {
      set.delete(p);
      if (set.size === 0) this.inflight.delete(k);
    }
  }

  /** Waits for the user's named placements under way on this node (their names are then recorded). */
  async settled(userId: number, venue: Venue): Promise<void> {
    const set = this.inflight.get(`${venue}:${userId}`);
    if (set) await Promise.allSettled([...set]);
  }

  /**
   * Before placing: refuses a clientOrderId one of the user's open orders holds; answers the placement's idempotency
   * key (the name and how often it was used), so two concurrent requests with one name place one order.
   */
  async claim(userId: number, mode: Mode, venue: Venue, cid: string, isOpen: (orderId: number) => Promise<boolean>): Promise<string> {
    const used = await this.db.selectFrom('api_client_orders').select('order_id')
      .where('user_id', '=', userId).where('mode', '=', mode).where('venue', '=', venue).where('client_order_id', '=', cid)
      .orderBy('id', 'desc').execute();
    for (const r of used) if (await isOpen(Number(r.order_id))) throw venue === 'spot' ? B.duplicate() : B.duplicateFutures();
    return `binance:${venue}:${cid}:${used.length}`;
  }

  /** Records the name of a placed order (once: a replayed placement answers the same order). */
  async record(userId: number, mode: Mode, venue: Venue, cid: string, orderId: number): Promise<void> {
    await this.db.insertInto('api_client_orders').values({ user_id: userId, mode, venue, client_order_id: cid, order_id: orderId, created_at: this.clock.now() })
      .onConflict((oc) => oc.columns(['venue', 'order_id']).doNothing()).execute();
  }

  /** The order a clientOrderId names (the latest with it), or -2013. */
  async orderOf(userId: number, mode: Mode, venue: Venue, cid: string): Promise<number> {
    const row = await this.db.selectFrom('api_client_orders').select('order_id')
      .where('user_id', '=', userId).where('mode', '=', mode).where('venue', '=', venue).where('client_order_id', '=', cid)
      .orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!row) throw B.noSuchOrder();
    return Number(row.order_id);
  }

  /** The clientOrderIds of some orders (those placed with one). */
  async namesOf(venue: Venue, orderIds: readonly number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (let i = 0; i < orderIds.length; i += 500) {
      const rows = await this.db.selectFrom('api_client_orders').select(['order_id', 'client_order_id'])
        .where('venue', '=', venue).where('order_id', 'in', orderIds.slice(i, i + 500)).execute();
      for (const r of rows) out.set(Number(r.order_id), r.client_order_id);
    }
    return out;
  }

  async nameOf(venue: Venue, orderId: number): Promise<string | undefined> {
    return (await this.namesOf(venue, [orderId])).get(orderId);
  }
}

/** The order a request names: `orderId`, else `origClientOrderId` (its latest order), else -1102. */
export async function orderIdOf(names: ClientOrders, owner: { user_id: number; mode: Mode }, p: Record<string, string>, venue: Venue): Promise<number> {
  const id = optionalInt(p, 'orderId');
  if (id !== undefined) return id;
  const cid = clientOrderIdParam(p, 'origClientOrderId');
  if (cid === undefined) throw B.mandatory('orderId');
  return names.orderOf(owner.user_id, owner.mode, venue, cid);
}
