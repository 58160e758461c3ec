import { z } from 'zod';
import { currentUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { MessageCatalogue } from '../../platform/i18n/messages.js';
import type { WithdrawalsService } from './withdrawals.service.js';
import {
  addAddressBody, addressIdBody, checkAddressBody, emptyBodyAsForm, listAddressesBody, withdrawBody,
} from './withdrawals.schemas.js';
import { addressOut, addressSchema, withdrawalSchema } from './withdrawals.views.js';

const tags = ['withdrawals'];

const currencies = z.object({
  daily_limit: z.number(), used_today: z.number(), remaining_today: z.number(),
  arrival_hours: z.number().describe('requests are reviewed and paid within this many hours'),
  coins: z.array(z.object({
    currency_id: z.number(), coin: z.string(), name: z.string(), decimals: z.number(), withdraw_enabled: z.boolean(),
    networks: z.array(z.string()), min_withdraw: z.string(), fee_bps: z.number(), fee_rate: z.string(),
    available: z.string().describe("the user's available funding balance"),
  })),
});
const checked = z.object({ valid: z.boolean(), network: z.string().nullable(), address: z.string().nullable(), message: z.string().nullable() });

/** The user's side of withdrawals: the address book, the withdraw page's data and the request itself. */
export function registerWithdrawalsRoutes(api: Api, s: { withdrawals: WithdrawalsService; sessions: SessionResolver; messages: MessageCatalogue }): void {
  const real = [requireUser(s.sessions), requireRealAccount];
  const w = s.withdrawals;

  api.post('/wallet/addaddress', {
    preValidation: emptyBodyAsForm, preHandler: real,
    schema: { tags, summary: 'Add a withdraw address (checked for its network) with the fund password and a security code', body: addAddressBody, response: { 200: envelope(addressSchema) } },
  }, async (req) => ok(addressOut(await w.addresses.add(currentUser(req), req.body, req.ip))));

  api.post('/wallet/deladdress', {
    preHandler: real, schema: { tags, summary: 'Delete one of your withdraw addresses', body: addressIdBody, response: { 200: envelope(z.null()) } },
  }, async (req) => {
    await w.addresses.remove(currentUser(req).id, req.body.id);
    return ok(null);
  });

  api.post('/wallet/apv_address', {
    preValidation: emptyBodyAsForm, preHandler: real, schema: { tags, summary: 'Your withdraw addresses, newest first; coin and network narrow them', body: listAddressesBody, response: { 200: envelope(z.array(addressSchema)) } },
  }, async (req) => ok((await w.addresses.list(currentUser(req).id, req.body)).map(addressOut)));

  api.post('/wallet/check_address', {
    preValidation: emptyBodyAsForm, preHandler: requireUser(s.sessions),
    schema: { tags, summary: 'Whether an address is valid for a coin network (checksum included); the message says why not', body: checkAddressBody, response: { 200: envelope(checked) } },
  }, async (req) => {
    try {
      const r = await w.addresses.check(req.body);
      return ok({ valid: true, network: r.network, address: r.address, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return ok({ valid: false, network: null, address: null, message: s.messages.translate(req.lang, error.key, error.params) });
    }
  });

  for (const method of ['get', 'post'] as const) {
    api[method]('/wallet/withdrawal_currency', {
      preHandler: real, schema: { tags, summary: 'Coins for withdrawal: networks, minimum, fee rate, daily limit, arrival time, balance', response: { 200: envelope(currencies) } },
    }, async (req) => ok(await w.currencies(currentUser(req).id)));
  }

  // The seed lists wallet/out and /wallet/out: under the /api prefix they are this one route.
  api.post('/wallet/out', {
    preValidation: emptyBodyAsForm, preHandler: real,
    schema: { tags, summary: 'Request a withdrawal to a book address: amount + fee are locked until review (Idempotency-Key supported)', body: withdrawBody, response: { 200: envelope(withdrawalSchema) } },
  }, async (req) => ok(await w.request(currentUser(req).id, req.body, idempotencyKeyOf(req))));
}
