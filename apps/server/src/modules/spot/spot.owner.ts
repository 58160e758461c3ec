import type { Cluster, RouteErrors } from '../../platform/cluster/index.js';
import type { Mode } from './spot.books.js';
import type { PlaceInput } from './spot.prepare.js';

/** The ownership key of a spot market (both its books, real and demo, are matched by the same node). */
export const spotKey = (symbol: string): string => `spot:${symbol}`;

/** What a routed spot call answers when no owner does: both 409, translated, never a 5xx. */
export const spotRouteErrors: RouteErrors = { unavailable: 'spot_market_moving', timeout: 'spot_market_timeout' };

export type PlaceCall = { ownerId: number; mode: Mode; input: PlaceInput; key: string | null };
export type CancelCall = { ownerId: number; mode: Mode; orderId: number };
export type DepthCall = { symbol: string; mode: Mode; levels: number };
/** A book's best levels in atoms, best first: [price, quantity] (the Binance-compatible depth formats them itself). */
export type BookLevels = { bids: [bigint, bigint][]; asks: [bigint, bigint][] };

/** The owner's side of the routed spot operations: the same service methods another node would have run. */
export type SpotHere = {
  placeOnce(c: PlaceCall): Promise<unknown>;
  place(c: PlaceCall): Promise<unknown>;
  cancel(c: CancelCall): Promise<unknown>;
  depth(c: DepthCall): Promise<unknown>;
  levels(c: DepthCall): Promise<unknown>;
};

/** Registers the spot operations this node answers for the markets it owns (payloads come from the other nodes). */
export function serveSpot(cluster: Cluster, here: SpotHere): void {
  cluster.serve('spot.placeOnce', (p) => here.placeOnce(p as PlaceCall));
  cluster.serve('spot.place', (p) => here.place(p as PlaceCall));
  cluster.serve('spot.cancel', (p) => here.cancel(p as CancelCall));
  cluster.serve('spot.depth', (p) => here.depth(p as DepthCall));
  cluster.serve('spot.levels', (p) => here.levels(p as DepthCall));
}
