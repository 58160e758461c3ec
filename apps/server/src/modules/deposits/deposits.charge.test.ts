import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { image, postUpload, tempDataDir, uploadProof } from '../../modules/uploads/uploads.testkit.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { configureAddresses, depositId, post, requestDeposit, type RecordOut } from './deposits.testkit.js';

let t: TestApp;
let data: ReturnType<typeof tempDataDir>;
beforeEach(async () => {
  data = tempDataDir();
  t = await createTestApp({ DATA_DIR: data.dir });
  await configureAddresses(t.app);
});
afterEach(async () => {
  expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  await t.close();
  data.remove();
});

const EVM_HASH = `0x${'ab'.repeat(32)}`;
const BARE_HASH = 'CD'.repeat(32);
const count = async () => (await t.app.platform.db.selectFrom('deposits').selectAll().execute()).length;

describe('POST /wallet/charge_req', () => {
  it('records a deposit in status processing and moves no money', async () => {
    const u = await registerUser(t.app);
    const res = await requestDeposit(t.app, u.token, { coin: 'USDT', network: 'erc20', amount: '150', hash: EVM_HASH });
    expect(res.body.data).toMatchObject({
      type: 'deposit', coin: 'USDT', currency_id: 3, network: 'ERC20', amount: '150', hash: EVM_HASH, status: 'processing',
      reject_reason: null, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', sample_address: false, reviewed_at: null,
    });
    expect((await t.app.services.ledger.balances(u.id, 'real')).filter((b) => b.available !== 0n)).toEqual([]);
  });

  it('takes the coin by currency_id, the only network when left out, and stores the hash in lower case', async () => {
    const u = await registerUser(t.app);
    const res = await requestDeposit(t.app, u.token, { coin: '', currency_id: 1, network: '', amount: '2', hash: BARE_HASH });
    expect(res.body.data).toMatchObject({ coin: 'BTC', network: 'OMNI', amount: '2', hash: BARE_HASH.toLowerCase() });
  });

  it('takes 0.01 BTC (steps of 0.0001) and refuses 0.00005 BTC naming the step, in the reader\'s language', async () => {
    const u = await registerUser(t.app);
    const ok = await requestDeposit(t.app, u.token, { coin: 'BTC', network: 'OMNI', amount: '0.01' });
    expect(ok.body.data).toMatchObject({ coin: 'BTC', amount: '0.01', status: 'processing' });
    expectError(await requestDeposit(t.app, u.token, { coin: 'BTC', network: 'OMNI', amount: '0.00005' }), 422, 6221,
      'The amount must be a multiple of 0.0001 BTC.');
    expectError(await requestDeposit(t.app, u.token, { coin: 'BTC', network: 'OMNI', amount: '0.00005' }, { lang: 'de' }), 422, 6221,
      'Der Betrag muss ein Vielfaches von 0.0001 BTC sein.');
    expectError(await requestDeposit(t.app, u.token, { coin: 'ETH', network: 'ERC20', amount: '0.0105' }), 422, 6221,
      'The amount must be a multiple of 0.001 ETH.');
  });

  it("answers the seed's messages, in the form's order", async () => {
    const u = await registerUser(t.app);
    const cases: [{ [k: string]: string | number }, number, string][] = [
      [{ coin: 'DOGE' }, 404, 'This coin is not supported.'],
      [{ network: 'OMNI', coin: 'USDC' }, 422, 'This network is not supported for the coin.'],
      [{ amount: '' }, 422, 'Please enter the amount.'],
      [{ amount: '100.5' }, 422, 'The amount must be a whole number.'],
      [{ amount: 'abc' }, 422, 'The amount must be a whole number.'],
      [{ amount: '1e3' }, 422, 'The amount must be a whole number.'],
      [{ amount: '9' }, 422, 'Amount is less than the minimum amount.'],
      [{ amount: '0' }, 422, 'Amount is less than the minimum amount.'],
      [{ amount: '-100' }, 422, 'Amount is less than the minimum amount.'],
      [{ amount: '9'.repeat(40) }, 422, 'The amount is too large.'],
      [{ proof_id: '' }, 422, 'Please upload the transfer proof image.'],
      [{ proof_id: 'x' }, 422, 'The transfer proof was not found. Please upload it again.'],
      [{ proof_id: 999999 }, 422, 'The transfer proof was not found. Please upload it again.'],
      [{ hash: '0x1234' }, 422, 'Please enter the correct hash value.'],
      [{ hash: EVM_HASH }, 422, 'Please enter the correct hash value.'],
    ];
    for (const [over, status, message] of cases) {
      const res = await requestDeposit(t.app, u.token, over);
      expect(res.body, JSON.stringify(over)).toEqual({ type: 'error', code: expect.any(Number), message });
      expect(res.status, JSON.stringify(over)).toBe(status);
    }
    expect((await requestDeposit(t.app, u.token, { amount: '100.00000000' })).body.data?.amount).toBe('100');
    expect(await count()).toBe(1);
  });

  it('says "Deposit not yet open" when the coin is off, and asks to contact support without an address', async () => {
    const u = await registerUser(t.app);
    await t.app.services.coins.update('USDT', { depositEnabled: false }, null);
    expectError(await requestDeposit(t.app, u.token), 409, 6210, 'Deposit not yet open.');
    await t.app.services.coins.update('USDT', { depositEnabled: true }, null);
    await t.app.services.coins.setAddress('USDT', 'TRC20', null);
    expectError(await requestDeposit(t.app, u.token), 409, 6211, 'Payment address is not currently configured, contact support.');
    expect((await requestDeposit(t.app, u.token, { lang: 'zh' }, { lang: 'zh' })).body.message).toBe('收款地址暂未配置，请联系客服。');
  });

  it("uses a proof once, and never another user's proof", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const proof = await uploadProof(t.app, a.token);
    expect((await requestDeposit(t.app, a.token, { proof_id: proof })).status).toBe(200);
    expectError(await requestDeposit(t.app, a.token, { proof_id: proof }), 409, 6218, 'This transfer proof was already used for another deposit.');
    const bProof = await uploadProof(t.app, b.token);
    expectError(await requestDeposit(t.app, a.token, { proof_id: bProof }), 422, 6217, 'The transfer proof was not found. Please upload it again.');
    expect(await count()).toBe(1);
  });

  it('refuses a transaction hash that a live request already claims, but not one of a rejected request', async () => {
    const u = await registerUser(t.app);
    const first = await depositId(t.app, u.token, { hash: BARE_HASH });
    expectError(await requestDeposit(t.app, u.token, { hash: BARE_HASH.toLowerCase() }), 409, 6220, 'This transaction hash was already submitted.');
    await t.app.platform.db.updateTable('deposits').set({ status: 'rejected', reject_reason: 'test' }).where('id', '=', first).execute();
    expect((await requestDeposit(t.app, u.token, { hash: BARE_HASH })).status).toBe(200);
  });

  it('is refused in demo mode, for guests and without a token', async () => {
    const u = await registerUser(t.app);
    const proof = await uploadProof(t.app, u.token);
    expectError(await requestDeposit(t.app, u.token, { proof_id: proof }, { 'x-demo': '1' }), 403, 1403, 'This Action is Restricted on Demo Account.');
    const guest = await call<{ token: string }>(t.app, 'POST', 'demo/guest');
    expectError(await requestDeposit(t.app, guest.body.data?.token ?? '', { proof_id: proof }), 403, 1403, 'This Action is Restricted on Demo Account.');
    expect((await post(t.app, 'wallet/charge_req', { coin: 'USDT', amount: '100', proof_id: proof })).status).toBe(401);
    expect(await count()).toBe(0);
  });

  it('ignores extra fields: status, user_id and balance change nothing', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const res = await requestDeposit(t.app, a.token, { status: 'approved', user_id: b.id, balance: '1000000', reviewed_by: 1 });
    expect(res.body.data?.status).toBe('processing');
    const row = await t.app.platform.db.selectFrom('deposits').selectAll().executeTakeFirstOrThrow();
    expect([row.user_id, row.status, row.reviewed_by]).toEqual([a.id, 'processing', null]);
  });
});

describe('idempotency of charge_req', () => {
  it('the same key 50 times (at once) gives one record and the same answer', async () => {
    const u = await registerUser(t.app);
    const proof = await uploadProof(t.app, u.token);
    const body = { coin: 'USDT', network: 'TRC20', amount: '100', proof_id: proof };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post<RecordOut>(t.app, 'wallet/charge_req', body, u.token, { 'idempotency-key': 'deposit-key-0001' })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(await count()).toBe(1);
    const reused = await post(t.app, 'wallet/charge_req', { ...body, amount: '200' }, u.token, { 'idempotency-key': 'deposit-key-0001' });
    expect(reused.status).toBe(409);
  });

  it('the key may come in the body; without a key a repeat is refused by the used proof', async () => {
    const u = await registerUser(t.app);
    const proof = await uploadProof(t.app, u.token);
    const body = { coin: 'USDT', network: 'TRC20', amount: '100', proof_id: proof, idempotency_key: 'body-key-000001' };
    const one = await post<RecordOut>(t.app, 'wallet/charge_req', body, u.token);
    const two = await post<RecordOut>(t.app, 'wallet/charge_req', body, u.token);
    expect(two.body).toEqual(one.body);
    const { idempotency_key: _k, ...plain } = body;
    expect((await post(t.app, 'wallet/charge_req', plain, u.token)).status).toBe(409);
    expect(await count()).toBe(1);
  });

  it('one proof in many requests with different keys at once: exactly one deposit', async () => {
    const u = await registerUser(t.app);
    const proof = await uploadProof(t.app, u.token);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      post(t.app, 'wallet/charge_req', { coin: 'USDT', network: 'TRC20', amount: '100', proof_id: proof }, u.token, { 'idempotency-key': `race-key-${1000 + i}` })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 6218)).toBe(true);
    expect(await count()).toBe(1);
  });
});

describe('GET /charge_mention/log2', () => {
  it("answers the caller's records newest first, paged, and never another user's", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const ids = [];
    for (const amount of ['100', '200', '300']) ids.push(await depositId(t.app, a.token, { amount }));
    await depositId(t.app, b.token, { amount: '999' });
    const page1 = await call<{ total: number; items: RecordOut[] }>(t.app, 'GET', 'charge_mention/log2', { page: 1, limit: 2 }, { token: a.token });
    expect(page1.body.data?.total).toBe(3);
    expect(page1.body.data?.items.map((r) => [r.id, r.amount, r.status])).toEqual([[ids[2], '300', 'processing'], [ids[1], '200', 'processing']]);
    const page2 = await call<{ total: number; items: RecordOut[] }>(t.app, 'GET', 'charge_mention/log2', { page: 2, limit: 2 }, { token: a.token });
    expect(page2.body.data?.items.map((r) => r.id)).toEqual([ids[0]]);
    const other = await call<{ total: number; items: RecordOut[] }>(t.app, 'GET', 'charge_mention/log2', {}, { token: b.token });
    expect(other.body.data?.items.map((r) => r.amount)).toEqual(['999']);
    expect((await call(t.app, 'GET', 'charge_mention/log2')).status).toBe(401);
    expect(await t.app.services.deposits.records(a.id, { page: 1, limit: 10 })).toEqual(page1.body.data && { total: 3, items: [...page1.body.data.items, ...(page2.body.data?.items ?? [])] });
  });

  it('a proof can be read by its owner through the url charge answers', async () => {
    const u = await registerUser(t.app);
    const up = await postUpload(t.app, u.token, [{ filename: 'x.jpg', contentType: 'image/jpeg', data: await image('jpeg') }]);
    const rec = await requestDeposit(t.app, u.token, { proof_id: up.body.data?.id ?? 0 });
    const res = await t.app.inject({ method: 'GET', url: `/api/uploads/${rec.body.data?.proof_id}`, headers: { authorization: u.token } });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });
});
