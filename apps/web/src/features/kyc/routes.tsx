import type { PageRoute } from '../../app/lazy';
import { ADVANCED_PATH, BASIC_PATH, KYC_PATH, VERIFICATION_PATH } from './paths';

const ns = ['kyc'] as const;

/** The verification pages: the overview (also at /pages/kyc/index), the basic form and the advanced documents. */
export const kycRoutes: readonly PageRoute[] = [
  { path: VERIFICATION_PATH, load: () => import('./pages/VerificationPage'), ns, auth: true },
  { path: KYC_PATH, load: () => import('./pages/VerificationPage'), ns, auth: true },
  { path: BASIC_PATH, load: () => import('./pages/BasicPage'), ns, auth: true },
  { path: ADVANCED_PATH, load: () => import('./pages/AdvancedPage'), ns, auth: true },
];
