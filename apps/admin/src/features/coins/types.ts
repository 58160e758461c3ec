/** The shapes of the coin settings routes (the coins module's settings, served by apps/server/src/modules/deposits/deposits.admin.routes.ts). */

export type CoinNetwork = { network: string; deposit_address: string | null; sample: boolean };
/** A wallet coin with its settings (GET admin/coins); id is the asset. */
export type CoinSettings = {
  id: string; asset: string; currency_id: number; name: string; decimals: number;
  deposit_enabled: boolean; withdraw_enabled: boolean; min_deposit: string; min_withdraw: string;
  withdraw_fee_bps: number; review_threshold: string; networks: CoinNetwork[];
};
