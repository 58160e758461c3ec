import type { PageRoute } from '../../app/lazy';
import { PROOF_PATH } from './paths';

/** Proof of liabilities: the user's own leaf and path, checked in the browser. */
export const proofRoutes: readonly PageRoute[] = [
  { path: PROOF_PATH, load: () => import('./pages/ProofPage'), ns: ['proof'], auth: true },
];
