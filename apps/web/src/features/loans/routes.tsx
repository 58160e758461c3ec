import type { PageRoute } from '../../app/lazy';
import { LOAN_PATH, LOAN_RECORD_PATH } from './paths';

const ns = ['loans'] as const;

/** Loans: logged in; in demo mode they show the server's refusal. */
export const loansRoutes: readonly PageRoute[] = [
  { path: LOAN_PATH, load: () => import('./pages/LoanPage'), ns, auth: true },
  { path: LOAN_RECORD_PATH, load: () => import('./pages/LoanRecordPage'), ns, auth: true },
];
