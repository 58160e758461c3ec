import { REVIEW_STATUSES } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Request schemas of the withdrawal routes: every field bounded; the rules themselves live in the services. */

const field = (max: number) => z.string().max(max).optional();
export const idField = z.coerce.number().int().min(1).max(2 ** 31);

const coinRef = {
  coin: field(20).describe('coin symbol, e.g. USDT (or currency_id)'),
  currency_id: z.union([z.string().max(12), z.number().int()]).optional().describe("the seed's currency_id: 1 BTC, 2 ETH, 3 USDT, 4 USDC"),
};

export const addAddressBody = z.object({
  ...coinRef,
  network: field(20).describe('ERC20, TRC20 or OMNI'),
  address: field(200),
  remark: z.string().max(40).optional(),
  pay_password: field(20).describe('the 6-digit fund password'),
  code: field(12).describe('security code from sms_other_mail'),
  channel: field(10).describe('email or sms: where the code was sent (defaults as sms_other_mail does)'),
});

export const addressIdBody = z.object({ id: idField });

export const listAddressesBody = z.object({ ...coinRef, network: field(20) });

export const checkAddressBody = z.object({ ...coinRef, network: field(20), address: field(200) });

export const withdrawBody = z.object({
  address_id: idField.optional().describe('an entry of the address book (apv_address)'),
  ...coinRef,
  network: field(20),
  amount: field(60).describe('decimal string; the fee comes on top'),
  pay_password: field(20),
  idempotency_key: field(100).describe('or the Idempotency-Key header: a repeat with the same key has one effect'),
});

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const walletLogQuery = pageQuery.extend({ type: z.enum(['deposit', 'withdraw']).optional() });

export const adminListQuery = pageQuery.extend({ status: z.enum(REVIEW_STATUSES).optional() });
export const payBody = z.object({ tx_hash: field(100).describe('the payout transaction hash, checked for the network') });
export const rejectBody = z.object({ reason: field(500) });

/**
 * A POST whose fields are all optional may come with no body at all: read that as an empty form. A body of a
 * content type the route does not read (multipart) stays refused.
 */
export async function emptyBodyAsForm(request: FastifyRequest): Promise<void> {
  if (request.body === undefined && request.headers['content-type'] === undefined) request.body = {};
}
