import type { AdminMe } from '@candor/shared';

/** The shapes of the admin API that every part of the back office reads (packages/shared/src/api/backoffice.ts). */
export type { AdminRole, AdminStage } from '@candor/shared';

/** The back office's sections; admin/me answers which resources the signed-in role opens. */
export const RESOURCE_NAMES = [
  'users', 'outbox', 'audit', 'admins', 'jobs', 'approvals',
  'deposits', 'withdrawals', 'coins', 'statements', 'liabilities', 'fiat_rates', 'treasury', 'spot_trades', 'kyc', 'kyc_thresholds', 'deliveries', 'content',
  'bank_withdrawals',
  'futures_contracts', 'futures_risk', 'futures_insurance', 'futures_positions',
  'option_products', 'option_risk', 'option_settlements',
  'ieo_projects', 'publication_products',
  'loans', 'loan_products',
  'earn_products', 'earn_account', 'earn_holdings',
  'support_chat', 'support_faq',
  'api_keys',
  'proof',
  'c2c_merchants', 'c2c_bonds', 'c2c_ads', 'c2c_orders', 'c2c_appeals', 'c2c_settings',
  'nft_items', 'nft_payouts',
  'referral',
  'alerts_stats',
] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];
/** Whether the back office has a section for a resource admin/me answers (a newer server may know more). */
export const isResourceName = (v: string): v is ResourceName => (RESOURCE_NAMES as readonly string[]).includes(v);

export type Me = AdminMe;
export type Page<T> = { total: number; items: T[] };
