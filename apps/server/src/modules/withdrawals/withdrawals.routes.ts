import { withdrawalsRoutes as routes } from '@candor/shared';
import { currentUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { AppError } from '../../platform/http/errors.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { MessageCatalogue } from '../../platform/i18n/messages.js';
import { emptyBodyAsForm } from './empty-body.js';
import type { WithdrawalsService } from './withdrawals.service.js';
import { addressOut } from './withdrawals.views.js';

/** The user's side of withdrawals (packages/shared/src/api/withdrawals.ts): the address book, the withdraw page's data and the request. */
export function registerWithdrawalsRoutes(api: Api, s: { withdrawals: WithdrawalsService; sessions: SessionResolver; messages: MessageCatalogue }): void {
  const real = { preHandler: [requireUser(s.sessions), requireRealAccount] };
  const realForm = { ...real, preValidation: emptyBodyAsForm };
  const w = s.withdrawals;

  serve(api, routes.addAddress, realForm, async (req) => addressOut(await w.addresses.add(currentUser(req), req.body, req.ip)));

  serve(api, routes.deleteAddress, real, async (req) => {
    await w.addresses.remove(currentUser(req).id, req.body.id);
    return null;
  });

  serve(api, routes.addresses, realForm, async (req) => (await w.addresses.list(currentUser(req).id, req.body)).map(addressOut));

  serve(api, routes.checkAddress, { preHandler: requireUser(s.sessions), preValidation: emptyBodyAsForm }, async (req) => {
    try {
      const r = await w.addresses.check(req.body);
      return { valid: true, network: r.network, address: r.address, message: null };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { valid: false, network: null, address: null, message: s.messages.translate(req.lang, error.key, error.params) };
    }
  });

  serve(api, routes.currencies, real, async (req) => w.currencies(currentUser(req).id));

  serve(api, routes.withdraw, realForm, async (req) => w.request(currentUser(req).id, req.body, idempotencyKeyOf(req)));
}
