import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount, userAccount, type LedgerReason, type PostingLine } from '../ledger/index.js';
import { atoms, problems, type Page, type StatementLine } from './wallet.testkit.js';

describe('wallet/legal_log: the user\'s own statement from the journal', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  let refs = 0;
  const post = async (reasonText: `${LedgerReason}` | `${LedgerReason} ${string}`, lines: PostingLine[], actor = { type: 'system' as const, id: 0 }) => {
    const [reason, ...detail] = reasonText.split(' ') as [LedgerReason, ...string[]];
    const { ledger } = t.app.services;
    t.clock.advance(1_000);
    return (await ledger.transaction((tx) => ledger.post(tx, { actor, reason, detail: detail.join(' ') || undefined, ref: `stmt:${refs++}`, lines }))).entryId;
  };
  const log = (token: string, q: Record<string, unknown> = {}, o: { demo?: boolean; method?: 'GET' | 'POST' } = {}) =>
    call<Page<StatementLine>>(t.app, o.method ?? 'GET', 'wallet/legal_log', q, { token, demo: o.demo });

  it('lists every change of the user\'s accounts, newest first, with its reason code, detail and entry', async () => {
    const u = await registerUser(t.app);
    const usdt = userAccount(u.id, 'USDT', 'funding', 'real');
    const btc = userAccount(u.id, 'BTC', 'funding', 'real');
    const ext = platformAccount('USDT', 'external');
    const deposit = await post('deposit', [{ account: ext, amount: -atoms('100') }, { account: usdt, amount: atoms('100') }]);
    const fee = await post('withdrawal_fee', [{ account: usdt, amount: -atoms('0.3') }, { account: platformAccount('USDT', 'fees'), amount: atoms('0.3') }]);
    const lock = await t.app.services.ledger.transaction((tx) => t.app.services.ledger.lock(tx, {
      account: usdt, amount: atoms('50'), actor: { type: 'user', id: u.id }, reason: 'spot_order', detail: 'BTC/USDT', ref: `stmt:${refs++}`,
    }));
    // The market maker needs the BTC it sells: its funding is outside this user's statement.
    await post('market_maker_funding', [{ account: platformAccount('BTC', 'external'), amount: -atoms('1') }, { account: platformAccount('BTC', 'market_maker'), amount: atoms('1') }]);
    const trade = await post('spot_trade BTC/USDT', [
      { account: usdt, amount: -atoms('45'), bucket: 'locked' }, { account: platformAccount('USDT', 'market_maker'), amount: atoms('45') },
      { account: platformAccount('BTC', 'market_maker'), amount: -atoms('0.0005') }, { account: btc, amount: atoms('0.0005') },
    ]);
    t.clock.advance(1_000);
    const moved = await call<{ entry_id: number }>(t.app, 'POST', 'wallet/change', { from: 'funding', to: 'futures', coin: 'USDT', amount: '20' }, { token: u.token });
    const transfer = moved.body.data?.entry_id ?? 0;

    // Lines of one entry come in account order (the user's USDT account was opened first).
    const res = await log(u.token);
    expect(res.status).toBe(200);
    const page = res.body.data as Page<StatementLine>;
    expect(page.total).toBe(7);
    const now = t.clock.now();
    expect(page.items).toEqual([
      { entry_id: transfer, time: now, coin: 'USDT', kind: 'funding', amount: '-20', available_change: '-20', locked_change: '0', reason: 'transfer', detail: null },
      { entry_id: transfer, time: now, coin: 'USDT', kind: 'futures', amount: '20', available_change: '20', locked_change: '0', reason: 'transfer', detail: null },
      { entry_id: trade, time: now - 1_000, coin: 'USDT', kind: 'funding', amount: '-45', available_change: '0', locked_change: '-45', reason: 'spot_trade', detail: 'BTC/USDT' },
      { entry_id: trade, time: now - 1_000, coin: 'BTC', kind: 'funding', amount: '0.0005', available_change: '0.0005', locked_change: '0', reason: 'spot_trade', detail: 'BTC/USDT' },
      { entry_id: lock.entryId, time: now - 3_000, coin: 'USDT', kind: 'funding', amount: '0', available_change: '-50', locked_change: '50', reason: 'spot_order', detail: 'BTC/USDT' },
      { entry_id: fee, time: now - 3_000, coin: 'USDT', kind: 'funding', amount: '-0.3', available_change: '-0.3', locked_change: '0', reason: 'withdrawal_fee', detail: null },
      { entry_id: deposit, time: now - 4_000, coin: 'USDT', kind: 'funding', amount: '100', available_change: '100', locked_change: '0', reason: 'deposit', detail: null },
    ]);

    // POST reads the same; filters by coin (symbol or currency_id) and account kind; pages.
    expect((await log(u.token, {}, { method: 'POST' })).body.data).toEqual(page);
    expect((await call(t.app, 'POST', 'wallet/legal_log', undefined, { token: u.token })).body.data).toEqual(page);
    expect((await log(u.token, { coin: 'btc' })).body.data?.items.map((l) => l.entry_id)).toEqual([trade]);
    expect((await log(u.token, { coin: '1' })).body.data?.total).toBe(1);
    expect((await log(u.token, { type: 'futures' })).body.data?.items.map((l) => l.amount)).toEqual(['20']);
    expect((await log(u.token, { coin: 'USDT', type: 'funding', page: 2, limit: 2 }, { method: 'POST' })).body.data)
      .toEqual({ total: 5, items: [page.items[4], page.items[5]] });
    expect((await log(u.token, { coin: 'ETH' })).body.data).toEqual({ total: 0, items: [] });
    expect((await log(u.token, { type: 'trust' })).body.data).toEqual({ total: 0, items: [] });
    expect(await problems(t.app)).toEqual([]);
  });

  it('shows only the caller\'s own accounts of the current mode', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await post('deposit', [{ account: platformAccount('USDT', 'external'), amount: -atoms('5') }, { account: userAccount(a.id, 'USDT', 'funding', 'real'), amount: atoms('5') }]);
    const realA = (await log(a.token)).body.data;
    expect(realA?.total).toBe(1);
    // Registration funded the demo accounts: that line is in demo mode only.
    const demoA = (await log(a.token, {}, { demo: true })).body.data;
    expect(demoA?.items.map((l) => [l.coin, l.kind, l.amount, l.reason])).toEqual([['USDT', 'funding', '100000', 'demo_funding']]);
    expect((await log(b.token)).body.data).toEqual({ total: 0, items: [] });
    // Asking for another user's lines by any field changes nothing.
    const sneaky = await log(b.token, { user_id: a.id, userId: a.id, owner_id: a.id, mode: 'real' });
    expect(sneaky.body.data).toEqual({ total: 0, items: [] });
    const sneakyPost = await log(b.token, { user_id: a.id, owner_id: 0 }, { method: 'POST' });
    expect(sneakyPost.body.data).toEqual({ total: 0, items: [] });
    expect(await problems(t.app)).toEqual([]);
  });

  it('refuses bad filters clearly and asks for a login', async () => {
    const u = await registerUser(t.app);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 'spot' }, 422, 'Please choose a valid account: funding, options, futures or trust.'],
      [{ type: 'external' }, 422, 'Please choose a valid account: funding, options, futures or trust.'],
      [{ coin: 'NOPE' }, 404, 'This coin is not supported.'],
      [{ limit: 0 }, 422, 'Please check the field: limit.'],
      [{ limit: 101 }, 422, 'Please check the field: limit.'],
      [{ page: -1 }, 422, 'Please check the field: page.'],
      [{ page: 'abc' }, 422, 'Please check the field: page.'],
    ];
    for (const [q, status, message] of cases) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await log(u.token, q, { method });
        expect({ status: res.status, message: res.body.message }, `${method} ${JSON.stringify(q)}`).toEqual({ status, message });
      }
    }
    // JSON may send numbers, never arrays or objects that a lenient coercion would read as one.
    for (const body of [{ page: 2 }, { page: '2' }]) {
      expect((await call(t.app, 'POST', 'wallet/legal_log', body, { token: u.token, json: true })).status).toBe(200);
    }
    for (const body of [{ page: [2] }, { page: [[1]] }, { limit: { a: 1 } }, { page: true }, { page: 1.5 }]) {
      expect((await call(t.app, 'POST', 'wallet/legal_log', body, { token: u.token, json: true })).status, JSON.stringify(body)).toBe(422);
    }
    expect((await call(t.app, 'GET', 'wallet/legal_log')).status).toBe(401);
    expect((await call(t.app, 'POST', 'wallet/legal_log', {})).body.type).toBe('999');
  });
});
