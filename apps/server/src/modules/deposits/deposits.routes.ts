import { optionalText } from '@candor/shared';
import { z } from 'zod';
import { currentUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { readUploadedFile, type UploadsService } from '../uploads/index.js';
import type { CoinsService } from '../coins/index.js';
import { depositAddress, depositAddressSchema, depositCoin, depositCoinSchema, depositInfo, depositInfoSchema } from './deposits.info.js';
import type { DepositsService } from './deposits.service.js';
import { depositRecordSchema } from './deposits.views.js';

const tags = ['wallet'];
/** A form field that a JSON client may also send as a number. */
const field = (max: number) => z.union([z.string().max(max, { message: 'invalid_request' }), z.number()]).optional()
  .transform((v) => (v === undefined ? undefined : String(v)));
const coinChoice = z.object({
  coin: optionalText(20).describe('symbol, e.g. USDT (or currency_id)'),
  currency_id: field(10).describe("the seed's coin id: 1 BTC, 2 ETH, 3 USDT, 4 USDC"),
  network: optionalText(20).describe('ERC20, TRC20 or OMNI; may be left out when the coin has one network'),
});
const chargeBody = coinChoice.extend({
  amount: field(60).describe('a whole number of the coin, at least its minimum'),
  proof_id: field(20).describe('the id uploadRecharge answered'),
  hash: optionalText(100).describe('optional transaction hash (EVM: 0x + 64 hex; TRON and OMNI: 64 hex)'),
  idempotency_key: optionalText(64).describe('or the Idempotency-Key header'),
});
const page = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) });
const uploaded = z.object({ id: z.number(), url: z.string().describe('GET it with your token'), mime: z.string(), size: z.number(), width: z.number(), height: z.number() });

type Deps = { deposits: DepositsService; uploads: UploadsService; coins: CoinsService; sessions: SessionResolver };

/** The user's side of deposits: coins and addresses, the proof upload, the request and the records. */
export function registerDepositUserRoutes(api: Api, s: Deps): void {
  const auth = requireUser(s.sessions);
  const real = [auth, requireRealAccount];

  api.post('/uploadRecharge', {
    preHandler: real,
    schema: { tags, summary: 'Upload a deposit transfer proof (multipart, one JPEG, PNG or WebP file, at most 5 MB)', response: { 200: envelope(uploaded) } },
  }, async (req) => {
    const file = await readUploadedFile(req);
    const u = await s.uploads.save(currentUser(req).id, 'deposit_proof', file);
    return ok({ id: u.id, url: `/api/uploads/${u.id}`, mime: u.mime, size: u.size, width: u.width, height: u.height });
  });

  api.post('/wallet/deposit_currency', {
    preHandler: auth,
    schema: { tags, summary: 'The coins one can deposit, with networks, minimums and whether deposits are open', response: { 200: envelope(z.array(depositCoinSchema)) } },
  }, async () => ok((await s.coins.list()).map(depositCoin)));

  const addressRoute = { preHandler: real, schema: { tags, summary: "A network's deposit address (sample: true on a trial install)", response: { 200: envelope(depositAddressSchema) } } };
  const answerAddress = async (choice: z.infer<typeof coinChoice>) => {
    const { coin, network, address } = await s.deposits.address(choice);
    return ok(await depositAddress(coin, network, address));
  };
  api.post('/wallet/deposit_address', { ...addressRoute, schema: { ...addressRoute.schema, body: coinChoice } }, async (req) => answerAddress(req.body));
  api.post('/wallet/get_address', { ...addressRoute, schema: { ...addressRoute.schema, body: coinChoice } }, async (req) => answerAddress(req.body));
  api.get('/wallet/deposit_address', { ...addressRoute, schema: { ...addressRoute.schema, querystring: coinChoice } }, async (req) => answerAddress(req.query));

  api.post('/wallet/get_info', {
    preHandler: auth,
    schema: { tags, summary: "The deposit page's information for a coin: networks, minimum, confirmations, notes", body: coinChoice, response: { 200: envelope(depositInfoSchema) } },
  }, async (req) => {
    const coin = await s.deposits.coinOf(req.body);
    const network = req.body.network?.trim() ? (await s.coins.network(coin.asset, req.body.network.trim())).network : undefined;
    return ok(depositInfo(coin, network, req.lang));
  });

  api.post('/wallet/charge_req', {
    preHandler: real,
    schema: { tags, summary: 'Ask for a deposit to be credited (status processing until reviewed); idempotent per key', body: chargeBody, response: { 200: envelope(depositRecordSchema) } },
  }, async (req) => ok(await s.deposits.charge(currentUser(req).id, req.body, idempotencyKeyOf(req))));

  api.get('/charge_mention/log2', {
    preHandler: auth,
    schema: { tags, summary: 'Your deposit records, newest first', querystring: page, response: { 200: envelope(z.object({ total: z.number(), items: z.array(depositRecordSchema) })) } },
  }, async (req) => ok(await s.deposits.records(currentUser(req).id, req.query)));
}
