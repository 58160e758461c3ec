import type { AdminRole, AdminStage, Me } from '../../api/types';

/** The shapes of the back office's own routes: sign-in and admin accounts (apps/server/src/modules/admin). */

export const ADMIN_ROLES: readonly AdminRole[] = ['support', 'compliance', 'finance', 'operator', 'superadmin'];

export type LoginData = { token: string; expires_at: number; stage: AdminStage; admin: Me };
export type Enrolment = { secret: string; uri: string; qr: string };

export type AdminView = {
  id: number; username: string; role: AdminRole; totp_enabled: boolean; must_change_password: boolean;
  created_by: number | null; created_at: number; last_login_at: number | null;
};
export type WithPassword = { admin: AdminView; password: string };
