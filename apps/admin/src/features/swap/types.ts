/** The shape of the swap module's back-office route (apps/server/src/modules/swap). */

/** A fiat currency's rate per USDT (GET admin/fiat-rates); the back office adds id = code. */
export type FiatRate = { code: string; rate: string; decimals: number; enabled: boolean; sample: boolean; updated_by: number | null; updated_at: number };
