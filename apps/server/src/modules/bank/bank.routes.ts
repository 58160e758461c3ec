import { BANK_CARD_LIMIT, bankRoutes as routes } from '@candor/shared';
import { currentUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { VerifiedNames } from './bank.cards.js';
import { emptyBodyAsForm } from './bank.body.js';
import type { BankService } from './bank.service.js';
import { cardOut } from './bank.views.js';

/** The user's side of the bank (packages/shared/src/api/bank.ts): cards, the withdraw page's data, the request, the records. Real accounts only. */
export function registerBankRoutes(api: Api, s: { bank: BankService; kyc: VerifiedNames; sessions: SessionResolver }): void {
  const real = { preHandler: [requireUser(s.sessions), requireRealAccount] };
  const realForm = { ...real, preValidation: emptyBodyAsForm };
  const b = s.bank;

  serve(api, routes.cashInfo, real, async (req) => {
    const userId = currentUser(req).id;
    return { verified_name: await s.kyc.verifiedName(userId), cards: (await b.cards.list(userId)).map(cardOut), limit: BANK_CARD_LIMIT };
  });

  serve(api, routes.cashSave, realForm, async (req) => cardOut(await b.cards.add(currentUser(req).id, req.body)));

  serve(api, routes.cashDelete, real, async (req) => {
    await b.cards.remove(currentUser(req).id, req.body.id);
    return null;
  });

  serve(api, routes.withdrawInfo, real, async (req) => b.info(currentUser(req).id));

  serve(api, routes.withdraw, realForm, async (req) => b.request(currentUser(req).id, req.body, idempotencyKeyOf(req)));

  serve(api, routes.records, real, async (req) => b.records(currentUser(req).id, req.query));
}
