/** The back office's roles (decisions.md, Admin); what each may open is declared by the modules' resources. */
export const ADMIN_ROLES = ['support', 'compliance', 'finance', 'operator', 'superadmin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const isAdminRole = (v: unknown): v is AdminRole => typeof v === 'string' && (ADMIN_ROLES as readonly string[]).includes(v);
