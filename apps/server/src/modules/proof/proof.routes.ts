import { proofRoutes as routes } from '@candor/shared';
import { currentUser, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import type { ProofService } from './proof.service.js';

/** The published roots (anyone) and a user's own leaf and path (packages/shared/src/api/proof.ts). */
export function registerProofRoutes(api: Api, s: { proof: ProofService; sessions: SessionResolver }): void {
  serve(api, routes.roots, {}, async (req) => s.proof.roots(req.query.day));
  serve(api, routes.mine, { preHandler: [requireUser(s.sessions)] }, async (req) => s.proof.mine(currentUser(req).id, req.query.day));
}
