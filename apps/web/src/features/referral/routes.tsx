import type { PageRoute } from '../../app/lazy';
import { INVITE_PATH, PROMOTION_PATH } from './paths';

const ns = ['referral'] as const;

/** Referral: my link, poster and earnings; my invitees and commissions. Signed in. */
export const referralRoutes: readonly PageRoute[] = [
  { path: PROMOTION_PATH, load: () => import('./pages/PromotionPage'), ns, auth: true },
  { path: INVITE_PATH, load: () => import('./pages/InvitePage'), ns, auth: true },
];
