import type { FastifyInstance } from 'fastify';
import { orderOut as candorOrder } from '../../spot/index.js';
import type { OpenApiService } from '../openapi.service.js';
import { countOrder, keyOf } from './auth.js';
import { clientOrderIdParam, orderIdOf } from './client-orders.js';
import { B } from './errors.js';
import { SPOT_MARKETS, bSymbol, dec, intParam, optionalInt, spotMarket } from './format.js';
import { endpoint } from './http.js';
import { orderOut, placeSpot } from './spot.orders.js';

/** The signed spot endpoints of /binance/api/v3: account, orders and trades of the key's owner in the key's mode. */
export function registerSpotSigned(b: FastifyInstance, s: OpenApiService): void {
  const read = { security: 'signed' as const, permission: 'read' as const };
  const trade = { security: 'signed' as const, permission: 'spot' as const };

  endpoint(b, s, 'GET', '/api/v3/account', { ...read, weight: 20 }, async (call) => {
    const k = keyOf(call);
    const balances = (await s.d.ledger.balances(k.row.user_id, k.row.mode)).filter((x) => x.kind === 'funding');
    return {
      makerCommission: 10, takerCommission: 10, buyerCommission: 0, sellerCommission: 0,
      commissionRates: { maker: '0.00100000', taker: '0.00100000', buyer: '0.00000000', seller: '0.00000000' },
      canTrade: k.row.can_spot === 1, canWithdraw: false, canDeposit: false, brokered: false, requireSelfTradePrevention: false,
      preventSor: false, updateTime: s.clock.now(), accountType: 'SPOT',
      balances: balances.map((x) => ({ asset: x.asset, free: dec(x.available), locked: dec(x.locked) })),
      permissions: ['SPOT'], uid: k.row.user_id,
    };
  });

  endpoint(b, s, 'POST', '/api/v3/order', { ...trade, weight: 1 }, async (call, _req, reply) => {
    const k = keyOf(call);
    await countOrder(reply, { weights: s.weights, clock: s.clock }, call);
    const m = spotMarket(call.params.symbol);
    const { user_id: userId, mode } = k.row;
    const cid = clientOrderIdParam(call.params, 'newClientOrderId');
    const key = cid ? await s.clientOrders.claim(userId, mode, 'spot', cid, async (id) => candorOrder(await s.d.spot.orderOf(userId, mode, id)).status === 'waiting') : undefined;
    // Tracked: this node's user data streams, told of the order before its name is recorded, wait for the name.
    const placed = await s.clientOrders.track(userId, 'spot', async () => {
      const order = await placeSpot(s, userId, mode, m, call.params, key);
      if (cid) await s.clientOrders.record(userId, mode, 'spot', cid, order.id);
      return order;
    });
    const out = orderOut(placed, m, cid);
    const { time: _t, updateTime: _u, isWorking: _w, ...rest } = out;
    const kind = (call.params.newOrderRespType ?? 'FULL').toUpperCase();
    if (kind === 'ACK') return { symbol: out.symbol, orderId: out.orderId, orderListId: -1, clientOrderId: out.clientOrderId, transactTime: out.time };
    return { ...rest, transactTime: out.time, ...(kind === 'FULL' ? { fills: [] } : {}) };
  });

  endpoint(b, s, 'GET', '/api/v3/order', { ...read, weight: 4 }, async (call) => {
    const k = keyOf(call);
    const m = spotMarket(call.params.symbol);
    const id = await orderIdOf(s.clientOrders, k.row, call.params, 'spot');
    const row = await s.d.spot.orderOf(k.row.user_id, k.row.mode, id);
    if (row.symbol !== m.symbol) throw B.noSuchOrder();
    return orderOut(candorOrder(row), m, await s.clientOrders.nameOf('spot', id));
  });

  endpoint(b, s, 'DELETE', '/api/v3/order', { ...trade, weight: 1 }, async (call) => {
    const k = keyOf(call);
    const m = spotMarket(call.params.symbol);
    const id = await orderIdOf(s.clientOrders, k.row, call.params, 'spot').catch(() => { throw B.cancelRejected(); });
    const row = await s.d.spot.orderOf(k.row.user_id, k.row.mode, id).catch(() => { throw B.cancelRejected(); });
    if (row.symbol !== m.symbol) throw B.cancelRejected();
    const out = orderOut(candorOrder(await s.d.spot.cancel(k.row.user_id, k.row.mode, id)), m, await s.clientOrders.nameOf('spot', id));
    return { ...out, origClientOrderId: out.clientOrderId };
  });

  endpoint(b, s, 'GET', '/api/v3/openOrders', { ...read, weight: 6 }, async (call) => {
    const k = keyOf(call);
    const markets = call.params.symbol ? [spotMarket(call.params.symbol)] : SPOT_MARKETS;
    const r = await s.d.spot.list({ userId: k.row.user_id, mode: k.row.mode, status: 'waiting', ...(call.params.symbol ? { symbol: markets[0]!.symbol } : {}), limit: 1000, offset: 0 });
    const names = await s.clientOrders.namesOf('spot', r.items.map((o) => o.id));
    return r.items.reverse().map((o) => orderOut(candorOrder(o), SPOT_MARKETS.find((x) => x.symbol === o.symbol) ?? spotMarket(o.symbol.replace('/', '')), names.get(o.id)));
  });

  endpoint(b, s, 'GET', '/api/v3/allOrders', { ...read, weight: 20 }, async (call) => {
    const k = keyOf(call);
    const m = spotMarket(call.params.symbol);
    const from = optionalInt(call.params, 'orderId');
    const r = await s.d.spot.list({ userId: k.row.user_id, mode: k.row.mode, symbol: m.symbol, limit: intParam(call.params, 'limit', 500, 1, 1000), offset: 0 });
    const names = await s.clientOrders.namesOf('spot', r.items.map((o) => o.id));
    return r.items.reverse().filter((o) => from === undefined || o.id >= from).map((o) => orderOut(candorOrder(o), m, names.get(o.id)));
  });

  endpoint(b, s, 'GET', '/api/v3/myTrades', { ...read, weight: 20 }, async (call) => {
    const k = keyOf(call);
    const m = spotMarket(call.params.symbol);
    const rows = await s.d.spot.userTrades({
      userId: k.row.user_id, mode: k.row.mode, symbol: m.symbol, fromId: optionalInt(call.params, 'fromId'), limit: intParam(call.params, 'limit', 500, 1, 1000),
    });
    const orderId = optionalInt(call.params, 'orderId');
    return rows.filter((t) => orderId === undefined || t.order_id === orderId).map((t) => {
      const isBuyer = t.order_side === 'buy';
      const isMaker = t.maker_order_id === t.order_id;
      return {
        symbol: bSymbol(m), id: t.id, orderId: t.order_id, orderListId: -1, price: dec(t.price_atoms), qty: dec(t.qty_atoms), quoteQty: dec(t.quote_atoms),
        commission: dec(isBuyer ? t.buyer_fee_atoms : t.seller_fee_atoms), commissionAsset: isBuyer ? m.base : m.quote,
        time: t.created_at, isBuyer, isMaker, isBestMatch: true,
      };
    });
  });

  // User data stream: a listenKey for the key (no signature, as Binance).
  const keyOnly = { security: 'key' as const, weight: 2 };
  endpoint(b, s, 'POST', '/api/v3/userDataStream', keyOnly, async (call) => {
    const k = keyOf(call);
    return { listenKey: await s.listenKeys.open(k.row.id, k.row.user_id, k.row.mode) };
  });
  endpoint(b, s, 'PUT', '/api/v3/userDataStream', keyOnly, async (call) => {
    await s.listenKeys.keepAlive(keyOf(call).row.id, call.params.listenKey);
    return {};
  });
  endpoint(b, s, 'DELETE', '/api/v3/userDataStream', keyOnly, async (call) => {
    await s.listenKeys.close(keyOf(call).row.id, call.params.listenKey);
    return {};
  });
}
