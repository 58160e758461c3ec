import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, registerUser, type Reply } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { negativeGuardedAccounts } from '../ledger/ledger.testkit.js';
import { fund } from '../spot/spot.testkit.js';
import { atoms, held, problems, type Page, type Transfer } from './wallet.testkit.js';

/**
 * Races through the HTTP API. On SQLite the transactions queue on the one connection; on PostgreSQL they overlap on
 * a pool, where the ledger's conditional update and row locks must let exactly the affordable transfers through.
 */
describe('wallet/change under concurrency', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const change = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call<Transfer>(t.app, 'POST', 'wallet/change', body, { token, headers });
  const transferRows = async (userId: number) => Number((await t.app.platform.db.selectFrom('wallet_transfers')
    .select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

  it('lets exactly the affordable 37 of 100 concurrent transfers of one balance through, never overdrawing', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '370');
    let watching = true;
    let negatives = 0;
    const watcher = (async () => {
      while (watching) {
        negatives += (await negativeGuardedAccounts(t.app.platform.db)).length;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      change(u.token, { from: 'funding', to: i % 2 === 0 ? 'futures' : 'options', coin: 'USDT', amount: '10' })));
    watching = false;
    await watcher;
    expect(negatives).toBe(0);
    const byStatus = (s: number) => replies.filter((r) => r.status === s);
    expect(byStatus(200)).toHaveLength(37);
    expect(byStatus(409)).toHaveLength(63);
    expect(byStatus(409).every((r) => r.body.code === 3001 && r.body.message === 'Insufficient balance.')).toBe(true);
    expect(new Set(byStatus(200).map((r) => r.body.data?.entry_id)).size).toBe(37);
    expect(await held(t.app, u.id, 'USDT', 'funding')).toEqual({ available: 0n, locked: 0n });
    const futures = await held(t.app, u.id, 'USDT', 'futures');
    const options = await held(t.app, u.id, 'USDT', 'options');
    expect(futures.available + options.available).toBe(atoms('370'));
    expect(await transferRows(u.id)).toBe(37);
    const history = (await call<Page<Transfer>>(t.app, 'GET', 'wallet/hzhistory', { limit: 100 }, { token: u.token })).body.data;
    expect(history?.total).toBe(37);
    expect(await problems(t.app)).toEqual([]);
  });

  it('gives the same idempotency key 50 times (at once) one effect and one answer', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '100');
    const body = { from: 'funding', to: 'trust', coin: 'USDT', amount: '7.5' };
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      // Half send the key in the header, half in the body: the same key either way.
      i % 2 === 0 ? change(u.token, body, { 'idempotency-key': 'transfer-key-0001' }) : change(u.token, { ...body, idempotency_key: 'transfer-key-0001' })));
    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const first = replies[0] as Reply<Transfer>;
    for (const r of replies) expect(r.body).toEqual(first.body);
    expect(await held(t.app, u.id, 'USDT', 'funding')).toEqual({ available: atoms('92.5'), locked: 0n });
    expect(await held(t.app, u.id, 'USDT', 'trust')).toEqual({ available: atoms('7.5'), locked: 0n });
    expect(await transferRows(u.id)).toBe(1);

    // Later repeats answer the same; the key with another request is refused; a new key moves again.
    expect((await change(u.token, body, { 'idempotency-key': 'transfer-key-0001' })).body).toEqual(first.body);
    const reused = await change(u.token, { ...body, amount: '1' }, { 'idempotency-key': 'transfer-key-0001' });
    expect({ status: reused.status, code: reused.body.code }).toEqual({ status: 409, code: 6002 });
    const demoReuse = await call<Transfer>(t.app, 'POST', 'wallet/change', body, { token: u.token, demo: true, headers: { 'idempotency-key': 'transfer-key-0001' } });
    expect(demoReuse.status).toBe(409);
    expect((await change(u.token, body, { 'idempotency-key': 'transfer-key-0002' })).status).toBe(200);
    expect(await held(t.app, u.id, 'USDT', 'trust')).toEqual({ available: atoms('15'), locked: 0n });
    // Another user's identical key is theirs alone.
    const other = await registerUser(t.app);
    await fund(t.app, other.id, 'USDT', '10');
    expect((await change(other.token, body, { 'idempotency-key': 'transfer-key-0001' })).body.data?.id).not.toBe(first.body.data?.id);
    expect(await held(t.app, other.id, 'USDT', 'trust')).toEqual({ available: atoms('7.5'), locked: 0n });
    expect(await problems(t.app)).toEqual([]);
  });

  it('keeps a refused key free: a failed transfer stores nothing, and the retry after funding goes through', async () => {
    const u = await registerUser(t.app);
    const body = { from: 'funding', to: 'futures', coin: 'BTC', amount: '0.1', idempotency_key: 'retry-key-0001' };
    expect((await change(u.token, body)).status).toBe(409);
    await fund(t.app, u.id, 'BTC', '0.1');
    expect((await change(u.token, body)).status).toBe(200);
    expect(await held(t.app, u.id, 'BTC', 'futures')).toEqual({ available: atoms('0.1'), locked: 0n });
    expect(await problems(t.app)).toEqual([]);
  });

  it('moves balances both ways at once between two accounts without losing or making an atom', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '50');
    await change(u.token, { from: 'funding', to: 'options', coin: 'USDT', amount: '50' });
    const tasks = Array.from({ length: 60 }, (_, i) => change(u.token, {
      from: i % 2 === 0 ? 'options' : 'funding', to: i % 2 === 0 ? 'funding' : 'options', coin: 'USDT', amount: '3',
    }, {}));
    const replies = await Promise.all(tasks);
    expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const a = await held(t.app, u.id, 'USDT', 'funding');
    const b = await held(t.app, u.id, 'USDT', 'options');
    expect(a.available + b.available).toBe(atoms('50'));
    expect(await problems(t.app)).toEqual([]);
  });
});
