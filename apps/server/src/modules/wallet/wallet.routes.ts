import { optionalText } from '@candor/shared';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth/guard.js';
import type { SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { Mode } from '../ledger/index.js';
import { ACCOUNT_KINDS } from './wallet.rules.js';
import type { WalletService } from './wallet.service.js';
import { balanceRowSchema, detailSchema, overviewSchema, pageOf, statementLineSchema, transferSchema } from './wallet.views.js';

const tags = ['wallet'];
const kinds = ACCOUNT_KINDS.join(', ');
/** X-Demo: 1 and guest users work on the demo accounts, as every trading module does. */
const modeOf = (req: FastifyRequest): Mode => (req.demo || req.user?.kind === 'guest' ? 'demo' : 'real');

/** A whole number as a form, a query string or JSON sends it; an array or object is refused, not coerced. */
const whole = (max: number, fallback: number) =>
  z.union([z.number(), z.string().max(12)]).pipe(z.coerce.number<string | number>().int().min(1).max(max)).default(fallback);
const paging = { page: whole(100000, 1).describe('1-based page'), limit: whole(100, 20).describe('page size, at most 100') };
/**
 * A POST with no body at all reads as {}, so the rules answer which field is missing rather than "body"; a body
 * that was sent but not parsed (multipart, which these routes do not take) stays refused.
 */
const emptyBody: preValidationAsyncHookHandler = async (req) => {
  if ((req.body === null || req.body === undefined) && req.headers['content-type'] === undefined) req.body = {};
};
const coin = optionalText(20).describe('coin symbol (USDT) or currency_id (3)');
const detailInput = z.object({
  coin, currency_id: optionalText(20).describe('the seed\'s currency_id, when coin is not given'),
  type: optionalText(20).describe(`account kind: ${kinds} (default funding)`),
});
const changeInput = z.object({
  from: optionalText(20).describe(`account to take from: ${kinds}`),
  to: optionalText(20).describe(`account to credit: ${kinds}`),
  coin,
  amount: optionalText(130).describe('decimal string above 0, at most the coin\'s decimals'),
  idempotency_key: optionalText(64).describe('or the Idempotency-Key header: a repeat with the same key has one effect'),
});
const historyQuery = z.object({ ...paging, coin });
const statementInput = z.object({ ...paging, coin, type: optionalText(20).describe(`account kind: ${kinds}`) });
const balanceQuery = z.object({ type: optionalText(20).describe(`account kind: ${kinds}`), currency: coin });

/** The wallet's routes (the back office's ledger reports too); wallet/list and wallet/legal_log answer GET and POST. */
export function registerWalletRoutes(api: Api, s: { wallet: WalletService; sessions: SessionResolver }): void {
  const preHandler = requireUser(s.sessions);

  const listSchema = { tags, summary: "The user's accounts per kind with every coin, valued in USDT (X-Demo: 1 selects demo)", response: { 200: envelope(overviewSchema) } };
  api.get('/wallet/list', { preHandler, schema: listSchema }, async (req) => ok(await s.wallet.overview(currentUser(req).id, modeOf(req))));
  api.post('/wallet/list', { preHandler, schema: listSchema }, async (req) => ok(await s.wallet.overview(currentUser(req).id, modeOf(req))));

  api.post('/wallet/detail', {
    preHandler, preValidation: emptyBody, schema: { tags, summary: 'One coin\'s balance in one account', body: detailInput, response: { 200: envelope(detailSchema) } },
  }, async (req) => ok(await s.wallet.detail(currentUser(req).id, modeOf(req), req.body)));

  api.get('/getBalance', {
    preHandler, schema: { tags, summary: "The user's accounts in the request's mode, optionally of one kind and coin", querystring: balanceQuery, response: { 200: envelope(z.array(balanceRowSchema)) } },
  }, async (req) => ok(await s.wallet.balances(currentUser(req).id, modeOf(req), req.query)));

  api.post('/wallet/change', {
    preHandler, preValidation: emptyBody, schema: { tags, summary: 'Transfer a coin between two of the user\'s own accounts (demo accounts with X-Demo: 1)', body: changeInput, response: { 200: envelope(transferSchema) } },
  }, async (req) => ok(await s.wallet.transfer(currentUser(req).id, modeOf(req), req.body, idempotencyKeyOf(req))));

  api.get('/wallet/hzhistory', {
    preHandler, schema: { tags, summary: 'The user\'s transfers between accounts, newest first', querystring: historyQuery, response: { 200: envelope(pageOf(transferSchema)) } },
  }, async (req) => ok(await s.wallet.history(currentUser(req).id, modeOf(req), req.query)));

  const statementSchema = { tags, summary: "The user's account statement from the ledger journal, newest first", response: { 200: envelope(pageOf(statementLineSchema)) } };
  api.get('/wallet/legal_log', { preHandler, schema: { ...statementSchema, querystring: statementInput } },
    async (req) => ok(await s.wallet.statement(currentUser(req).id, modeOf(req), req.query)));
  api.post('/wallet/legal_log', { preHandler, preValidation: emptyBody, schema: { ...statementSchema, body: statementInput } },
    async (req) => ok(await s.wallet.statement(currentUser(req).id, modeOf(req), req.body)));
}
