import { FUTURES_TABS, parseAmount, type FuturesPosition } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { OpenApiService } from '../openapi.service.js';
import { keyOf } from './auth.js';
import { B } from './errors.js';
import { bSymbol, dec, intParam } from './format.js';
import { endpoint } from './http.js';
import { futuresOrderOut } from './futures.views.js';

const atoms = (v: string | null | undefined): bigint => (v ? parseAmount(v) : 0n);

/**
 * A symbol's fills as Binance's userTrades: each position row opened at its entry (a partial close splits a row, so
 * the opening shows as pieces that add up), and each closed row at its close price with its realized PnL.
 */
export function tradesOf(rows: FuturesPosition[]) {
  const out = [];
  for (const p of rows) {
    const qty = atoms(p.quantity);
    const symbol = p.symbol.replace('/', '');
    const buyer = p.side === 'long';
    if (p.opened_at !== null && p.entry_price) {
      const price = atoms(p.entry_price);
      out.push({
        symbol, id: p.id * 2, orderId: p.id, side: buyer ? 'BUY' : 'SELL', price: dec(price), qty: dec(qty), realizedPnl: '0.00000000',
        quoteQty: dec((price * qty) / 100_000_000n), commission: dec(atoms(p.open_fee)), commissionAsset: 'USDT', time: p.opened_at,
        positionSide: 'BOTH', buyer, maker: false, marginAsset: 'USDT',
      });
    }
    if (p.closed_at !== null && p.close_price && p.status === 3) {
      const price = atoms(p.close_price);
      out.push({
        symbol, id: p.id * 2 + 1, orderId: p.id, side: buyer ? 'SELL' : 'BUY', price: dec(price), qty: dec(qty), realizedPnl: dec(atoms(p.realized_pnl)),
        quoteQty: dec((price * qty) / 100_000_000n), commission: dec(atoms(p.close_fee) + atoms(p.liquidation_fee)), commissionAsset: 'USDT',
        time: p.closed_at, positionSide: 'BOTH', buyer: !buyer, maker: false, marginAsset: 'USDT',
      });
    }
  }
  return out.sort((a, b) => a.time - b.time || a.id - b.id);
}

/** /fapi/v1/allOrders and /fapi/v1/userTrades of one symbol, from every list of the owner's futures (newest 500 each). */
export function registerFuturesHistory(b: FastifyInstance, s: OpenApiService): void {
  const rowsOf = async (userId: number, mode: 'real' | 'demo', symbol: string | undefined) => {
    const want = (symbol ?? '').toUpperCase();
    const contract = (await s.d.futures.reports.markets(mode)).markets.find((m) => bSymbol(m) === want);
    if (!contract) throw B.symbol();
    const lists = await Promise.all(FUTURES_TABS.map((tab) => s.d.futures.trading.list(userId, mode, { tab, symbol: contract.symbol, page: 1, limit: 100 })));
    const seen = new Map<number, FuturesPosition>();
    for (const l of lists) for (const p of l.items) seen.set(p.id, p);
    return [...seen.values()].sort((x, y) => x.id - y.id);
  };
  const read = { security: 'signed' as const, permission: 'read' as const, weight: 5 };
  endpoint(b, s, 'GET', '/fapi/v1/allOrders', read, async (call) => {
    const k = keyOf(call);
    const rows = await rowsOf(k.row.user_id, k.row.mode, call.params.symbol);
    const kept = rows.slice(-intParam(call.params, 'limit', 500, 1, 1000));
    const names = await s.clientOrders.namesOf('futures', kept.map((p) => p.id));
    return kept.map((p) => futuresOrderOut(p, names.get(p.id)));
  });
  endpoint(b, s, 'GET', '/fapi/v1/userTrades', read, async (call) => {
    const k = keyOf(call);
    const rows = await rowsOf(k.row.user_id, k.row.mode, call.params.symbol);
    return tradesOf(rows).slice(-intParam(call.params, 'limit', 500, 1, 1000));
  });
}
