import { parseAmount, type FuturesMarket, type FuturesPosition } from '@candor/shared';
import { bSymbol, dec } from './format.js';

const atoms = (v: string | null | undefined): bigint => (v ? parseAmount(v) : 0n);
const symbolOf = (candor: string): string => candor.replace('/', '');

/** A Candor futures order or position as Binance's order: its id is the position's; a market order is filled at once. */
export function futuresOrderOut(p: FuturesPosition, clientOrderId?: string) {
  const status = p.status === 0 ? 'NEW' : p.status === 4 ? 'CANCELED' : 'FILLED';
  const filled = p.status === 0 || p.status === 4 ? 0n : atoms(p.quantity);
  const avg = p.status === 0 || p.status === 4 ? 0n : atoms(p.entry_price);
  return {
    orderId: p.id, symbol: symbolOf(p.symbol), status, clientOrderId: clientOrderId ?? `candor-${p.id}`,
    price: dec(atoms(p.limit_price)), avgPrice: dec(avg), origQty: dec(atoms(p.quantity)), executedQty: dec(filled),
    cumQty: dec(filled), cumQuote: dec((filled * avg) / 100_000_000n), timeInForce: 'GTC', type: p.type.toUpperCase(), reduceOnly: false,
    closePosition: false, side: p.side === 'long' ? 'BUY' : 'SELL', positionSide: 'BOTH', stopPrice: '0', workingType: 'CONTRACT_PRICE',
    priceProtect: false, origType: p.type.toUpperCase(), priceMatch: 'NONE', selfTradePreventionMode: 'NONE', goodTillDate: 0,
    time: p.created_at, updateTime: p.closed_at ?? p.opened_at ?? p.created_at,
  };
}

/**
 * Positions per symbol and side as Binance's positionRisk (one-way mode answers a signed amount): Candor keeps each
 * opened order as its own position, so a symbol's positions of one side are summed (entry weighted by quantity).
 */
export function positionRisk(list: FuturesPosition[], markets: FuturesMarket[], now: number) {
  const groups = new Map<string, FuturesPosition[]>();
  for (const p of list) {
    const k = `${p.symbol}|${p.side}`;
    groups.set(k, [...(groups.get(k) ?? []), p]);
  }
  const sides = new Set(list.map((p) => `${p.symbol}|${p.side}`));
  return [...groups.entries()].map(([k, ps]) => {
    const [symbol = '', side = 'long'] = k.split('|');
    const both = sides.has(`${symbol}|long`) && sides.has(`${symbol}|short`);
    const qty = ps.reduce((s, p) => s + atoms(p.quantity), 0n);
    const cost = ps.reduce((s, p) => s + atoms(p.quantity) * atoms(p.entry_price), 0n);
    const entry = qty > 0n ? cost / qty : 0n;
    const m = markets.find((x) => x.symbol === symbol);
    const mark = atoms(m?.mark ?? ps[0]?.mark_price);
    const pnl = ps.reduce((s, p) => s + atoms(p.unrealized_pnl), 0n);
    const margin = ps.reduce((s, p) => s + atoms(p.margin), 0n);
    const first = ps[0]!;
    const signed = side === 'short' ? -qty : qty;
    const notional = (signed * mark) / 100_000_000n;
    return {
      symbol: bSymbol({ base: symbol.split('/')[0] ?? '', quote: symbol.split('/')[1] ?? '' }), positionSide: both ? side.toUpperCase() : 'BOTH',
      positionAmt: dec(signed), entryPrice: dec(entry), breakEvenPrice: dec(entry), markPrice: dec(mark), unRealizedProfit: dec(pnl),
      liquidationPrice: dec(atoms(first.liquidation_price)), leverage: String(first.leverage), maxNotionalValue: '0',
      marginType: first.margin_mode === 'isolated' ? 'isolated' : 'cross', isolatedMargin: first.margin_mode === 'isolated' ? dec(margin) : '0.00000000',
      isAutoAddMargin: 'false', notional: dec(notional), marginAsset: 'USDT', isolatedWallet: first.margin_mode === 'isolated' ? dec(margin) : '0',
      initialMargin: dec(margin), maintMargin: '0', positionInitialMargin: dec(margin), openOrderInitialMargin: '0', adl: 0,
      bidNotional: '0', askNotional: '0', updateTime: Math.max(...ps.map((p) => p.opened_at ?? p.created_at), 0) || now,
    };
  });
}

/** The futures account as Binance's /fapi/v2|v3/account: the USDT futures balance, margins and unrealized PnL. */
export function futuresAccount(bal: { available: bigint; locked: bigint }, open: FuturesPosition[], pending: FuturesPosition[], now: number, v3: boolean, markets: FuturesMarket[]) {
  const positionMargin = open.reduce((s, p) => s + atoms(p.margin), 0n);
  const orderMargin = pending.reduce((s, p) => s + atoms(p.margin), 0n);
  const pnl = open.reduce((s, p) => s + atoms(p.unrealized_pnl), 0n);
  // The ledger holds margins locked; the wallet balance is what the account holds before unrealized PnL.
  const wallet = bal.available + bal.locked;
  const asset = {
    asset: 'USDT', walletBalance: dec(wallet), unrealizedProfit: dec(pnl), marginBalance: dec(wallet + pnl), maintMargin: '0.00000000',
    initialMargin: dec(positionMargin + orderMargin), positionInitialMargin: dec(positionMargin), openOrderInitialMargin: dec(orderMargin),
    crossWalletBalance: dec(wallet), crossUnPnl: dec(pnl), availableBalance: dec(bal.available), maxWithdrawAmount: dec(bal.available),
    marginAvailable: true, updateTime: now,
  };
  return {
    feeTier: 0, canTrade: true, canDeposit: false, canWithdraw: false, updateTime: now, multiAssetsMargin: false, tradeGroupId: -1,
    totalInitialMargin: asset.initialMargin, totalMaintMargin: '0.00000000', totalWalletBalance: asset.walletBalance,
    totalUnrealizedProfit: asset.unrealizedProfit, totalMarginBalance: asset.marginBalance, totalPositionInitialMargin: asset.positionInitialMargin,
    totalOpenOrderInitialMargin: asset.openOrderInitialMargin, totalCrossWalletBalance: asset.crossWalletBalance, totalCrossUnPnl: asset.crossUnPnl,
    availableBalance: asset.availableBalance, maxWithdrawAmount: asset.maxWithdrawAmount,
    assets: [asset],
    positions: v3 ? positionRisk(open, markets, now) : positionRisk(open, markets, now),
  };
}
