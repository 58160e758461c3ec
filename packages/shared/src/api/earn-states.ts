/**
 * The earn contract's kinds, tabs and states (issue #15), apart from the zod shapes (earn-shapes.ts) so a page that
 * needs only a list of tabs does not load zod with it.
 */

/** The earn kinds: lock-up trust orders, the U plan's flexible holding, quantify plans, mining leases. */
export const EARN_KINDS = ['trust', 'uplan', 'quantify', 'mining'] as const;
export type EarnKind = (typeof EARN_KINDS)[number];

/** Why a product takes no new orders: paused by an operator, its quota is full, or the earn account cannot cover it. */
export const EARN_CLOSED_REASONS = ['paused', 'sold_out', 'uncovered'] as const;
export type EarnClosedReason = (typeof EARN_CLOSED_REASONS)[number];

/** The trust order list tabs of the seed (a cancelled order is shown under redeemed). */
export const TRUST_TABS = ['hosting', 'completed', 'redeemed'] as const;
export type TrustTab = (typeof TRUST_TABS)[number];
/** pending: subscribed today, interest starts at the next 00:00 UTC (may still be cancelled without a penalty). */
export const TRUST_STATUSES = ['pending', 'hosting', 'completed', 'redeemed', 'cancelled'] as const;
export type TrustStatus = (typeof TRUST_STATUSES)[number];

export const QUANTIFY_STATUSES = ['in_progress', 'completed', 'early_exit'] as const;
export type QuantifyStatus = (typeof QUANTIFY_STATUSES)[number];

export const MINING_STATUSES = ['active', 'expired'] as const;
export type MiningStatus = (typeof MINING_STATUSES)[number];
