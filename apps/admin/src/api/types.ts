/** The shapes the admin API answers (apps/server/src/modules/admin). */

export type AdminRole = 'support' | 'compliance' | 'finance' | 'operator' | 'superadmin';
export type AdminStage = 'totp_setup' | 'password_change' | 'full';
export type ResourceName = 'users' | 'outbox' | 'audit' | 'admins'
  | 'deposits' | 'withdrawals' | 'coins' | 'statements' | 'liabilities' | 'fiat_rates';
export const ADMIN_ROLES: readonly AdminRole[] = ['support', 'compliance', 'finance', 'operator', 'superadmin'];

export type Me = {
  id: number; username: string; role: AdminRole; must_change_password: boolean; totp_enabled: boolean;
  stage: AdminStage; resources: ResourceName[];
};
export type LoginData = { token: string; expires_at: number; stage: AdminStage; admin: Me };
export type Enrolment = { secret: string; uri: string; qr: string };
export type Page<T> = { total: number; items: T[] };

export type AdminView = {
  id: number; username: string; role: AdminRole; totp_enabled: boolean; must_change_password: boolean;
  created_by: number | null; created_at: number; last_login_at: number | null;
};
export type WithPassword = { admin: AdminView; password: string };
