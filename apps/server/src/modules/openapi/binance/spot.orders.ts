import type { SpotOrder } from '@candor/shared';
import { parseAmount, type Market } from '@candor/shared';
import type { OpenApiService } from '../openapi.service.js';
import { B } from './errors.js';
import { amountParam, bSymbol, dec } from './format.js';

type Mode = 'real' | 'demo';

/** An order row as Binance writes it (GET order, openOrders, allOrders, and the order answers). */
export function orderOut(o: SpotOrder, m: Market, clientOrderId?: string) {
  const filled = parseAmount(o.filled);
  const status = o.status === 'waiting' ? (filled > 0n ? 'PARTIALLY_FILLED' : 'NEW')
    : o.status === 'completed' ? 'FILLED' : o.cancel_reason === 'user' ? 'CANCELED' : 'EXPIRED';
  const origQty = o.amount ?? (o.type === 'market' && o.side === 'buy' ? o.filled : '0');
  return {
    symbol: bSymbol(m), orderId: o.id, orderListId: -1, clientOrderId: clientOrderId ?? `candor-${o.id}`,
    price: dec(o.price ? parseAmount(o.price) : 0n), origQty: dec(parseAmount(origQty)), executedQty: dec(filled),
    cummulativeQuoteQty: dec(parseAmount(o.filled_quote)), status, timeInForce: o.tif, type: o.type.toUpperCase(), side: o.side.toUpperCase(),
    stopPrice: '0.00000000', icebergQty: '0.00000000', time: o.created_at, updateTime: o.updated_at, isWorking: o.status === 'waiting',
    workingTime: o.created_at, origQuoteOrderQty: dec(o.budget ? parseAmount(o.budget) : 0n), selfTradePreventionMode: 'NONE',
  };
}

/**
 * Binance's new order as Candor's spot order: LIMIT with GTC, IOC or FOK; MARKET by `quoteOrderQty` (a buy's quote
 * budget, as the app's market buy) or `quantity` (a sell's base amount; a buy of a base amount is a limit IOC at the
 * price that fills that amount on the book now, so it never buys more than asked). `key` makes the placement once
 * (from the clientOrderId's claim).
 */
export async function placeSpot(s: OpenApiService, userId: number, mode: Mode, m: Market, p: Record<string, string>, key: string | undefined): Promise<SpotOrder> {
  const side = (p.side ?? '').toUpperCase();
  if (side !== 'BUY' && side !== 'SELL') throw B.side();
  const type = (p.type ?? '').toUpperCase();
  const tif = (p.timeInForce ?? 'GTC').toUpperCase();
  if (tif !== 'GTC' && tif !== 'IOC' && tif !== 'FOK') throw B.timeInForce();
  const place = (input: { type: 'limit' | 'market'; price?: string; amount: string; tif?: string }) =>
    s.d.spot.placeOnce(userId, mode, { symbol: m.symbol, side: side === 'BUY' ? 'buy' : 'sell', ...input }, key);
  if (type === 'LIMIT') {
    if (!p.timeInForce) throw B.mandatory('timeInForce');
    const price = dec(amountParam(p, 'price'));
    return place({ type: 'limit', price, amount: dec(amountParam(p, 'quantity')), tif });
  }
  if (type !== 'MARKET') throw B.orderType();
  if (p.quoteOrderQty !== undefined) {
    if (side !== 'BUY') throw B.unsupported();
    return place({ type: 'market', amount: dec(amountParam(p, 'quoteOrderQty')) });
  }
  const qty = amountParam(p, 'quantity');
  if (side === 'SELL') return place({ type: 'market', amount: dec(qty) });
  let left = qty;
  let worst: string | null = null;
  for (const [price, amount] of await s.depth.asks(m, mode)) {
    worst = price;
    left -= amount;
    if (left <= 0n) break;
  }
  if (worst === null) throw B.rejected('Order would immediately match and there is no liquidity on the book.');
  return place({ type: 'limit', price: worst, amount: dec(qty), tif: 'IOC' });
}
