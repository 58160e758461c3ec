import { walletRoutes as routes } from '@candor/shared';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { currentUser, requireUser } from '../../platform/auth/guard.js';
import type { SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { Mode } from '../ledger/index.js';
import type { WalletService } from './wallet.service.js';

/** X-Demo: 1 and guest users work on the demo accounts, as every trading module does. */
const modeOf = (req: FastifyRequest): Mode => (req.demo || req.user?.kind === 'guest' ? 'demo' : 'real');

/**
 * A POST with no body at all reads as {}, so the rules answer which field is missing rather than "body"; a body
 * that was sent but not parsed (multipart, which these routes do not take) stays refused.
 */
const emptyBody: preValidationAsyncHookHandler = async (req) => {
  if ((req.body === null || req.body === undefined) && req.headers['content-type'] === undefined) req.body = {};
};

/** The wallet's user routes of the contract (packages/shared/src/api/wallet.ts); wallet/list and wallet/legal_log answer GET and POST. */
export function registerWalletRoutes(api: Api, s: { wallet: WalletService; sessions: SessionResolver }): void {
  const user = { preHandler: requireUser(s.sessions) };
  const form = { ...user, preValidation: emptyBody };

  serve(api, routes.overview, user, async (req) => s.wallet.overview(currentUser(req).id, modeOf(req)));

  serve(api, routes.detail, form, async (req) => s.wallet.detail(currentUser(req).id, modeOf(req), req.body));

  serve(api, routes.balances, user, async (req) => s.wallet.balances(currentUser(req).id, modeOf(req), req.query));

  serve(api, routes.transfer, form, async (req) => s.wallet.transfer(currentUser(req).id, modeOf(req), req.body, idempotencyKeyOf(req)));

  serve(api, routes.transfers, user, async (req) => s.wallet.history(currentUser(req).id, modeOf(req), req.query));

  serve(api, routes.statement, user, async (req) => s.wallet.statement(currentUser(req).id, modeOf(req), req.query));
  serve(api, routes.statementPost, form, async (req) => s.wallet.statement(currentUser(req).id, modeOf(req), req.body));
}
