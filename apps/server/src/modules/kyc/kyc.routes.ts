import { kycRoutes as routes } from '@candor/shared';
import { currentUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { readUploadedFile } from '../uploads/index.js';
import type { KycService } from './kyc.service.js';

/**
 * The user's side of KYC (packages/shared/src/api/kyc.ts): the record, the two submissions and the documents'
 * upload. Submitting is real-account work: in demo mode it answers the demo restriction.
 */
export function registerKycRoutes(api: Api, s: { kyc: KycService; sessions: SessionResolver }): void {
  const auth = requireUser(s.sessions);
  const user = { preHandler: auth };
  const real = { preHandler: [auth, requireRealAccount] };

  serve(api, routes.state, user, async (req) => s.kyc.record(currentUser(req).id));

  serve(api, routes.status, user, async (req) => s.kyc.state(currentUser(req).id));

  serve(api, routes.basic, real, async (req) => {
    const id = currentUser(req).id;
    await s.kyc.submitBasic(id, req.body);
    return s.kyc.state(id);
  });

  serve(api, routes.advanced, real, async (req) => {
    const id = currentUser(req).id;
    await s.kyc.submitAdvanced(id, req.body);
    return s.kyc.state(id);
  });

  serve(api, routes.upload, real, async (req) => {
    const file = await readUploadedFile(req);
    const u = await s.kyc.uploadDocument(currentUser(req).id, req.params.kind, file);
    return { id: u.id, kind: req.params.kind, url: `/api/uploads/${u.id}`, mime: u.mime, size: u.size };
  });
}
