import type { CoinAdmin, CoinAdminNetwork } from '@candor/shared';

/** The shapes of the coin settings routes, from the API contract (packages/shared/src/api/coins.ts). */

export type CoinNetwork = CoinAdminNetwork;
/** A wallet coin with its settings (GET admin/coins); id is the asset. */
export type CoinSettings = CoinAdmin;
