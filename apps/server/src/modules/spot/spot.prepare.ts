import type { Order } from '@candor/matching';
import { tryParseAmount } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import type { Book } from './spot.books.js';
import { budgetToFunds, notional, toLots, toTicks } from './spot.math.js';

export type PlaceInput = {
  symbol?: string | undefined; side?: string | undefined; type?: string | undefined;
  price?: string | undefined; amount?: string | undefined; tif?: string | undefined;
};

export type Prepared = ReturnType<typeof prepareOrder>;

/** Checks an order and works out what it must lock: quote for a buy, base for a sell. */
export function prepareOrder(book: Book, ownerId: number, input: PlaceInput) {
  const { units, market } = book;
  if (input.side !== 'buy' && input.side !== 'sell') fail('spot_side_invalid');
  if (input.type !== 'limit' && input.type !== 'market') fail('spot_type_invalid');
  if (!input.amount) fail('spot_amount_required');
  const tifText = (input.tif ?? 'GTC').toUpperCase();
  if (tifText !== 'GTC' && tifText !== 'IOC' && tifText !== 'FOK') fail('spot_type_invalid');
  const tif: 'GTC' | 'IOC' | 'FOK' = tifText;
  const amount = tryParseAmount(input.amount);
  if (amount === null || amount <= 0n) fail('spot_amount_invalid');
  const side: 'buy' | 'sell' = input.side;
  if (input.type === 'limit') {
    if (!input.price) fail('spot_price_required');
    const priceAtoms = tryParseAmount(input.price);
    const ticks = priceAtoms === null ? null : toTicks(units, priceAtoms);
    const lots = toLots(units, amount);
    if (ticks === null || priceAtoms === null) fail('spot_price_invalid');
    if (lots === null) fail('spot_amount_invalid');
    const lock = side === 'buy' ? notional(units, ticks, lots) : amount;
    const order = (id: number): Order => ({ type: 'limit', id, owner: ownerId, side, price: ticks, qty: lots, tif });
    return { side, type: 'limit' as const, tif, ticks, priceAtoms, qtyAtoms: amount, budgetAtoms: null, lock, lockAsset: side === 'buy' ? market.quote : market.base, order };
  }
  if (side === 'buy') {
    // A market buy spends a quote budget: `amount` is in the quote currency.
    const funds = budgetToFunds(units, amount);
    if (funds <= 0n || funds > BigInt(Number.MAX_SAFE_INTEGER)) fail('spot_amount_invalid');
    const order = (id: number): Order => ({ type: 'market', id, owner: ownerId, side, qty: Number.MAX_SAFE_INTEGER, funds: Number(funds) });
    return { side, type: 'market' as const, tif: 'IOC' as const, ticks: null, priceAtoms: null, qtyAtoms: null, budgetAtoms: amount, lock: amount, lockAsset: market.quote, order };
  }
  const lots = toLots(units, amount);
  if (lots === null) fail('spot_amount_invalid');
  const order = (id: number): Order => ({ type: 'market', id, owner: ownerId, side, qty: lots });
  return { side, type: 'market' as const, tif: 'IOC' as const, ticks: null, priceAtoms: null, qtyAtoms: amount, budgetAtoms: null, lock: amount, lockAsset: market.base, order };
}
