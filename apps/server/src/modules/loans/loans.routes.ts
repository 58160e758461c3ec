import { loansRoutes as routes } from '@candor/shared';
import { currentUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { emptyBodyAsForm } from './loans.body.js';
import type { LoansService } from './loans.service.js';

/** The borrower's side (packages/shared/src/api/loans.ts): real accounts only, so a demo account hears the restriction. */
export function registerLoansRoutes(api: Api, s: { loans: LoansService; sessions: SessionResolver }): void {
  const real = { preHandler: [requireUser(s.sessions), requireRealAccount] };
  const realForm = { ...real, preValidation: emptyBodyAsForm };

  serve(api, routes.index, real, async (req) => s.loans.index(currentUser(req).id));
  serve(api, routes.apply, realForm, async (req) => s.loans.apply(currentUser(req).id, req.body, idempotencyKeyOf(req)));
  serve(api, routes.record, real, async (req) => s.loans.records(currentUser(req).id, req.query));
  serve(api, routes.repay, realForm, async (req) => s.loans.repay(currentUser(req).id, req.body, idempotencyKeyOf(req)));
}
