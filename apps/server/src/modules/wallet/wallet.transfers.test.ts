import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, type CallOptions } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { tableCounts } from '../ledger/ledger.testkit.js';
import { fund } from '../spot/spot.testkit.js';
import { atoms, held, lockFunding, problems, type Page, type Transfer } from './wallet.testkit.js';
import { en } from '../../test/catalogue.js';

const change = (app: TestApp['app'], token: string, body: Record<string, unknown> | undefined, o: CallOptions = {}) =>
  call<Transfer>(app, 'POST', 'wallet/change', body, { token, ...o });

describe('wallet/change: transfers between the user\'s own accounts', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });
  const transfers = async () => Number((await t.app.platform.db.selectFrom('wallet_transfers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('moves the exact amount in one ledger entry by the user, with a transfer record', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '100');
    const res = await change(t.app, u.token, { from: 'funding', to: 'futures', coin: 'USDT', amount: '30.12345678' });
    expect(res.status).toBe(200);
    const tr = res.body.data as Transfer;
    expect(tr).toEqual({
      id: expect.any(Number), coin: 'USDT', from: 'funding', to: 'futures', amount: '30.12345678', mode: 'real',
      entry_id: expect.any(Number), created_at: t.clock.now(),
    });
    expect(await held(t.app, u.id, 'USDT', 'funding')).toEqual({ available: atoms('69.87654322'), locked: 0n });
    expect(await held(t.app, u.id, 'USDT', 'futures')).toEqual({ available: atoms('30.12345678'), locked: 0n });
    const db = t.app.platform.db;
    const entry = await db.selectFrom('ledger_entries').selectAll().where('id', '=', tr.entry_id).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_type: 'user', actor_id: u.id, reason: 'transfer', ref: `transfer:${tr.id}` });
    const lines = await db.selectFrom('ledger_lines').select(['amount_atoms', 'bucket']).where('entry_id', '=', tr.entry_id).orderBy('amount_atoms').execute();
    expect(lines).toEqual([{ amount_atoms: -atoms('30.12345678'), bucket: 'available' }, { amount_atoms: atoms('30.12345678'), bucket: 'available' }]);

    // Through every other kind and back, by currency_id and in any letter case.
    t.clock.advance(1_000);
    await change(t.app, u.token, { from: 'FUTURES', to: 'options', coin: '3', amount: '10' });
    t.clock.advance(1_000);
    await change(t.app, u.token, { from: 'options', to: 'trust', coin: 'usdt', amount: '10' }, { json: true });
    t.clock.advance(1_000);
    const last = await change(t.app, u.token, { from: 'trust', to: 'funding', coin: 'USDT', amount: '10' });
    expect(last.body.data?.amount).toBe('10');
    expect(await held(t.app, u.id, 'USDT', 'funding')).toEqual({ available: atoms('79.87654322'), locked: 0n });
    expect(await held(t.app, u.id, 'USDT', 'futures')).toEqual({ available: atoms('20.12345678'), locked: 0n });
    expect(await held(t.app, u.id, 'USDT', 'trust')).toEqual({ available: 0n, locked: 0n });

    const history = (await call<Page<Transfer>>(t.app, 'GET', 'wallet/hzhistory', undefined, { token: u.token })).body.data;
    expect(history?.total).toBe(4);
    expect(history?.items.map((i) => [i.from, i.to])).toEqual([['trust', 'funding'], ['options', 'trust'], ['futures', 'options'], ['funding', 'futures']]);
    expect(history?.items[3]).toEqual(tr);
    const paged = (await call<Page<Transfer>>(t.app, 'GET', 'wallet/hzhistory', { page: 2, limit: 3 }, { token: u.token })).body.data;
    expect(paged).toEqual({ total: 4, items: [tr] });
    expect((await call<Page<Transfer>>(t.app, 'GET', 'wallet/hzhistory', { coin: 'BTC' }, { token: u.token })).body.data).toEqual({ total: 0, items: [] });
    expect((await call<Page<Transfer>>(t.app, 'GET', 'wallet/hzhistory', { coin: '3', limit: 1 }, { token: u.token })).body.data?.total).toBe(4);
    expect(await problems(t.app)).toEqual([]);
  });

  it('refuses every bad request with a clear error, never a 5xx, and stores nothing', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '100');
    const before = { counts: await tableCounts(t.app.platform.db), transfers: await transfers() };
    const ok = { from: 'funding', to: 'futures', coin: 'USDT', amount: '1' };
    const omit = (field: keyof typeof ok) => Object.fromEntries(Object.entries(ok).filter(([k]) => k !== field));
    const kindMsg = 'Please choose a valid account: funding, options, futures or trust.';
    const cases: [Record<string, unknown> | undefined, number, number, string][] = [
      [undefined, 422, 6101, kindMsg],
      [omit('from'), 422, 6101, kindMsg],
      [{ ...ok, to: 'spot' }, 422, 6101, kindMsg],
      [{ ...ok, from: 'external' }, 422, 6101, kindMsg],
      [{ ...ok, to: 'demo_treasury' }, 422, 6101, kindMsg],
      [{ ...ok, to: 'funding' }, 422, 6103, 'Please choose two different accounts.'],
      [omit('coin'), 422, 6102, 'Please choose a coin.'],
      [{ ...ok, coin: 'DOGEX' }, 404, 6003, 'This coin is not supported.'],
      [{ ...ok, coin: 'SOL' }, 404, 6003, 'This coin is not supported.'],
      [{ ...ok, coin: '99' }, 404, 6003, 'This coin is not supported.'],
      [omit('amount'), 422, 6104, 'Please enter the amount.'],
      [{ ...ok, amount: '   ' }, 422, 6105, en.transfer_amount_invalid],
      [{ ...ok, amount: '' }, 422, 6104, 'Please enter the amount.'],
      [{ ...ok, amount: '0' }, 422, 6105, 'Please enter an amount greater than 0.'],
      [{ ...ok, amount: '-5' }, 422, 6105, 'Please enter an amount greater than 0.'],
      [{ ...ok, amount: 'abc' }, 422, 6105, 'Please enter an amount greater than 0.'],
      [{ ...ok, amount: '1e3' }, 422, 6105, 'Please enter an amount greater than 0.'],
      [{ ...ok, amount: '0.000000001' }, 422, 6106, 'At most 8 decimal places are allowed.'],
      [{ ...ok, amount: '99999999999999999999999999' }, 422, 6107, 'The amount is too large.'],
      [{ ...ok, amount: '9'.repeat(125) }, 422, 6105, 'Please enter an amount greater than 0.'],
      [{ ...ok, amount: '9'.repeat(131) }, 400, 1000, 'The request could not be read.'],
      [{ ...ok, amount: '101' }, 409, 3001, 'Insufficient balance.'],
      [{ ...ok, amount: '1', idempotency_key: 'bad key!' }, 422, 6001, 'The idempotency key must be 8 to 64 letters, digits or . _ : -'],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await change(t.app, u.token, body);
      expect({ status: res.status, body: res.body }, JSON.stringify(body)).toEqual({ status, body: { type: 'error', code, message } });
    }
    // JSON bodies with wrong types: a named field, never a float amount.
    for (const body of [{ ...ok, amount: 1.5 }, { ...ok, amount: ['1'] }, { ...ok, from: 7 }, { ...ok, coin: { x: 1 } }]) {
      const res = await change(t.app, u.token, body, { json: true });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toMatch(/^Please check the field: \w+\.$/);
    }
    const zh = await change(t.app, u.token, { ...ok, amount: '1.123456789' }, { lang: 'zh' });
    expect(zh.body.message).toBe('最多允许 8 位小数。');
    expect((await change(t.app, u.token, { ...ok, to: 'funding' }, { lang: 'zh' })).body.message).toBe('请选择两个不同的账户。');
    expect({ counts: await tableCounts(t.app.platform.db), transfers: await transfers() }).toEqual(before);
    expect(await held(t.app, u.id, 'USDT', 'funding')).toEqual({ available: atoms('100'), locked: 0n });
    expect(await problems(t.app)).toEqual([]);
  });

  it('spends only what is available: locked funds stay put', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '10');
    await lockFunding(t.app, u.id, '4');
    expect((await change(t.app, u.token, { from: 'funding', to: 'options', coin: 'USDT', amount: '6.00000001' })).status).toBe(409);
    expect((await change(t.app, u.token, { from: 'funding', to: 'options', coin: 'USDT', amount: '6' })).status).toBe(200);
    expect(await held(t.app, u.id, 'USDT', 'funding')).toEqual({ available: 0n, locked: atoms('4') });
    expect(await problems(t.app)).toEqual([]);
  });

  it('moves only demo accounts in demo mode (X-Demo: 1 or a guest), and keeps each mode\'s history apart', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '50');
    const demo = await change(t.app, u.token, { from: 'funding', to: 'futures', coin: 'USDT', amount: '2500' }, { demo: true });
    expect(demo.body.data).toMatchObject({ mode: 'demo', amount: '2500' });
    expect(await held(t.app, u.id, 'USDT', 'funding', 'demo')).toEqual({ available: atoms('97500'), locked: 0n });
    expect(await held(t.app, u.id, 'USDT', 'futures', 'demo')).toEqual({ available: atoms('2500'), locked: 0n });
    expect(await held(t.app, u.id, 'USDT', 'funding')).toEqual({ available: atoms('50'), locked: 0n });
    expect(await held(t.app, u.id, 'USDT', 'futures')).toEqual({ available: 0n, locked: 0n });
    // The demo balance cannot pay for a real transfer.
    expect((await change(t.app, u.token, { from: 'funding', to: 'futures', coin: 'USDT', amount: '51' })).status).toBe(409);
    expect((await call<Page<Transfer>>(t.app, 'GET', 'wallet/hzhistory', undefined, { token: u.token })).body.data).toEqual({ total: 0, items: [] });
    const demoHistory = (await call<Page<Transfer>>(t.app, 'GET', 'wallet/hzhistory', undefined, { token: u.token, demo: true })).body.data;
    expect(demoHistory?.items).toEqual([demo.body.data]);

    const guest = (await call<{ token: string; user: { id: number } }>(t.app, 'POST', 'demo/guest')).body.data;
    const g = await change(t.app, guest?.token ?? '', { from: 'funding', to: 'options', coin: 'USDT', amount: '1' });
    expect(g.body.data).toMatchObject({ mode: 'demo' });
    expect(await held(t.app, guest?.user.id ?? 0, 'USDT', 'options', 'demo')).toEqual({ available: atoms('1'), locked: 0n });
    expect(await problems(t.app)).toEqual([]);
  });

  it('ignores extra body fields (userId, balance, mode...): they change nothing', async () => {
    const victim = await registerUser(t.app);
    const u = await registerUser(t.app);
    await fund(t.app, victim.id, 'USDT', '100');
    await fund(t.app, u.id, 'USDT', '1');
    const extras = { userId: victim.id, user_id: victim.id, id: victim.id, balance: '1000000', available: '1000000', mode: 'demo', entry_id: 1, owner_id: 0, kind: 'external' };
    const res = await change(t.app, u.token, { from: 'funding', to: 'trust', coin: 'USDT', amount: '1', ...extras });
    expect(res.body.data).toMatchObject({ mode: 'real', amount: '1' });
    expect(await held(t.app, u.id, 'USDT', 'trust')).toEqual({ available: atoms('1'), locked: 0n });
    expect(await held(t.app, victim.id, 'USDT', 'funding')).toEqual({ available: atoms('100'), locked: 0n });
    expect(await held(t.app, victim.id, 'USDT', 'trust')).toEqual({ available: 0n, locked: 0n });
    const again = await change(t.app, u.token, { from: 'funding', to: 'trust', coin: 'USDT', amount: '1', ...extras }, { json: true });
    expect(again.status).toBe(409);
    // Another user sees none of it.
    expect((await call<Page<Transfer>>(t.app, 'GET', 'wallet/hzhistory', { user_id: u.id }, { token: victim.token })).body.data).toEqual({ total: 0, items: [] });
    expect(await problems(t.app)).toEqual([]);
  });

  it('asks for a login and refuses bad history queries clearly', async () => {
    expect((await call(t.app, 'POST', 'wallet/change', { from: 'funding', to: 'futures', coin: 'USDT', amount: '1' })).body.type).toBe('999');
    expect((await call(t.app, 'GET', 'wallet/hzhistory')).status).toBe(401);
    const u = await registerUser(t.app);
    for (const [q, status] of [[{ limit: 101 }, 422], [{ page: 0 }, 422], [{ page: 'x' }, 422], [{ coin: 'NOPE' }, 404]] as const) {
      expect((await call(t.app, 'GET', 'wallet/hzhistory', q, { token: u.token })).status, JSON.stringify(q)).toBe(status);
    }
  });
});
