import { liquidationPrice, maintenanceMargin, marketBySymbol, notionalOf, pow10, quantityOf } from '@candor/shared';
import type { PositionRow } from './futures.repo.js';

/** A position's margin figures from its stored row: the pieces the engine and the service both compute. */

/** One price tick of a symbol, in atoms. */
export const tickOf = (symbol: string): bigint => pow10(8 - (marketBySymbol(symbol)?.priceDecimals ?? 2));
/** The position's quantity in the base coin's atoms (lots x contract size). */
export const qtyOf = (r: PositionRow): bigint => quantityOf(r.lots, r.contract_size_atoms);
/** The position's maintenance margin at its entry price. */
export const mmOf = (r: PositionRow): bigint => maintenanceMargin(notionalOf(r.entry_atoms ?? 0n, qtyOf(r)), r.mm_rate_bps);

/** An isolated position's liquidation price (its own margin behind it). */
export const isolatedLiq = (r: PositionRow): bigint | null =>
  r.entry_atoms === null ? null : liquidationPrice(r.side, r.entry_atoms, qtyOf(r), r.margin_atoms, mmOf(r), tickOf(r.symbol));
