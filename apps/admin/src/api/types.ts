/** The shapes of the admin API that every part of the back office reads (apps/server/src/modules/admin). */

export type AdminRole = 'support' | 'compliance' | 'finance' | 'operator' | 'superadmin';
export type AdminStage = 'totp_setup' | 'password_change' | 'full';
/** The back office's resources; admin/me answers which ones the signed-in role opens. */
export type ResourceName = 'users' | 'outbox' | 'audit' | 'admins'
  | 'deposits' | 'withdrawals' | 'coins' | 'statements' | 'liabilities' | 'fiat_rates';

export type Me = {
  id: number; username: string; role: AdminRole; must_change_password: boolean; totp_enabled: boolean;
  stage: AdminStage; resources: ResourceName[];
};
export type Page<T> = { total: number; items: T[] };
