import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, codeOf, dataOf, superadmin } from '../../test/admin.js';
import { call, registerUser, setFundPassword } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { binanceSign } from './index.js';
import { Weights } from './binance/weights.js';

type Created = { key: { id: number; api_key: string; permissions: string[]; ip_allow: string[]; status: string; mode: string }; secret: string };

describe('API keys: created with the fund password and two-factor, sealed, paused, deleted, revoked', () => {
  let t: TestApp;
  let u: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    u = await registerUser(t.app);
    await setFundPassword(t.app, u, '135790');
  });
  afterAll(async () => { await t.close(); });

  const create = (body: Record<string, string>, token = u.token) => call<Created>(t.app, 'POST', 'apikey/create', { label: 'bot', pay_password: '135790', ...body }, { token });
  const account = async (k: { api_key: string }, secret: string, headers: Record<string, string> = {}) => {
    const q = `timestamp=${t.clock.now()}`;
    t.clock.advance(1);
    const res = await t.app.inject({ method: 'GET', url: `/binance/api/v3/account?${q}&signature=${binanceSign(secret, q)}`, headers: { 'x-mbx-apikey': k.api_key, ...headers } });
    return { status: res.statusCode, body: res.json() as { code?: number; balances?: unknown[] } };
  };

  it('needs a label, a valid IP list and the right fund password; answers the secret once and stores it sealed', async () => {
    expect((await create({ label: '' })).body).toMatchObject({ type: 'error', code: 9601 });
    expect((await create({ ip_allow: 'not-an-ip' })).body).toMatchObject({ type: 'error', code: 9602 });
    expect((await create({ pay_password: '000000' })).body).toMatchObject({ type: 'error', code: 6301 });
    const made = dataOf(await create({ spot: '1', ip_allow: '127.0.0.1, ::1' }));
    expect(made.key).toMatchObject({ permissions: ['read', 'spot'], ip_allow: ['127.0.0.1', '::1'], status: 'active', mode: 'real' });
    expect(made.secret).toMatch(/^[0-9a-f]{64}$/);
    const row = await t.app.platform.db.selectFrom('api_keys').selectAll().where('id', '=', made.key.id).executeTakeFirstOrThrow();
    expect(row.secret_sealed.startsWith('enc1:')).toBe(true);
    expect(row.secret_sealed).not.toContain(made.secret);
    const list = dataOf(await call<Created['key'][]>(t.app, 'GET', 'apikey/list', undefined, { token: u.token }));
    expect(list.map((k) => k.id)).toContain(made.key.id);
    expect(JSON.stringify(list)).not.toContain(made.secret);
    expect((await account(made.key, made.secret)).status).toBe(200);
    const odd = await t.app.inject({ method: 'GET', url: `/binance/api/v3/account?timestamp=${t.clock.now()}&signature=%zz`, headers: { 'x-mbx-apikey': made.key.api_key } });
    expect(odd.json()).toEqual({ code: -1022, msg: 'Signature for this request is not valid.' });
    const unsigned = await t.app.inject({ method: 'GET', url: `/binance/api/v3/account?timestamp=${t.clock.now()}`, headers: { 'x-mbx-apikey': made.key.api_key } });
    expect(unsigned.json()).toMatchObject({ code: -1102 });
    const order = async (fields: Record<string, string>) => {
      const body = new URLSearchParams({ symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', ...fields, timestamp: String(t.clock.now()) }).toString();
      t.clock.advance(1);
      const res = await t.app.inject({
        method: 'POST', url: '/binance/api/v3/order', payload: `${body}&signature=${binanceSign(made.secret, body)}`,
        headers: { 'x-mbx-apikey': made.key.api_key, 'content-type': 'application/x-www-form-urlencoded' },
      });
      return res.json() as { code: number; msg: string };
    };
    expect(await order({ price: '90000.001', quantity: '0.01' })).toEqual({ code: -1013, msg: 'Filter failure: PRICE_FILTER' });
    expect(await order({ price: '90000', quantity: '0.0000001' })).toEqual({ code: -1013, msg: 'Filter failure: LOT_SIZE' });
    expect(await order({ price: '90000', quantity: '0.01' })).toEqual({ code: -2010, msg: 'Account has insufficient balance for requested action.' });
    expect(await order({ symbol: 'NOPEUSDT', price: '1', quantity: '1' })).toEqual({ code: -1121, msg: 'Invalid symbol.' });
    expect(await order({ side: 'UP', price: '1', quantity: '1' })).toEqual({ code: -1117, msg: 'Invalid side.' });
    const noKey = await t.app.inject({ method: 'GET', url: `/binance/api/v3/account?timestamp=${t.clock.now()}&signature=00` });
    expect(noKey.json()).toMatchObject({ code: -2014 });
  });

  it('with two-factor on, creating a key needs the code too', async () => {
    const v = await registerUser(t.app);
    await setFundPassword(t.app, v, '135790');
    const setup = dataOf(await call<{ secret: string }>(t.app, 'POST', 'user/2fa/setup', {}, { token: v.token }));
    dataOf(await call(t.app, 'POST', 'user/2fa/enable', { code: codeOf(t, setup.secret) }, { token: v.token }));
    t.clock.advance(30_000);
    expect((await create({}, v.token)).body).toMatchObject({ type: 'error' });
    expect(dataOf(await call<Created>(t.app, 'POST', 'apikey/create', { label: 'bot', pay_password: '135790', totp: codeOf(t, setup.secret) }, { token: v.token })).key.status).toBe('active');
  });

  it('an IP outside the allow-list, a paused, deleted or revoked key answer -2015; the back office lists and revokes', async () => {
    const fenced = dataOf(await create({ ip_allow: '10.1.2.3' }));
    expect((await account(fenced.key, fenced.secret)).body).toEqual({ code: -2015, msg: 'Invalid API-key, IP, or permissions for action.' });
    const k = dataOf(await create({}));
    dataOf(await call(t.app, 'POST', `apikey/${k.key.id}/pause`, undefined, { token: u.token }));
    expect((await account(k.key, k.secret)).body.code).toBe(-2015);
    expect(dataOf(await call<Created['key']>(t.app, 'POST', `apikey/${k.key.id}/resume`, undefined, { token: u.token })).status).toBe('active');
    expect((await account(k.key, k.secret)).status).toBe(200);
    const root = await superadmin(t);
    const compliance = await adminOfRole(t, root, 'compliance');
    const page = dataOf(await call<{ total: number; items: { id: number; user_id: number }[] }>(t.app, 'GET', 'admin/apikeys', { user_id: String(u.id) }, { token: compliance.token }));
    expect(page.items.every((x) => x.user_id === u.id)).toBe(true);
    expect(page.items.map((x) => x.id)).toContain(k.key.id);
    const revoked = dataOf(await call<{ status: string; revoked_by: number }>(t.app, 'POST', `admin/apikeys/${k.key.id}/revoke`, undefined, { token: compliance.token }));
    expect(revoked).toMatchObject({ status: 'revoked', revoked_by: compliance.id });
    expect((await account(k.key, k.secret)).body.code).toBe(-2015);
    expect((await call(t.app, 'POST', `apikey/${k.key.id}/resume`, undefined, { token: u.token })).body).toMatchObject({ code: 9605 });
    const gone = dataOf(await create({}));
    await call(t.app, 'POST', `apikey/${gone.key.id}/delete`, undefined, { token: u.token });
    expect((await account(gone.key, gone.secret)).body.code).toBe(-2015);
    const mine = dataOf(await call<Created['key'][]>(t.app, 'GET', 'apikey/list', undefined, { token: u.token }));
    expect(mine.map((x) => x.id)).not.toContain(gone.key.id);
    // Another user cannot touch the key.
    const other = await registerUser(t.app);
    expect((await call(t.app, 'POST', `apikey/${fenced.key.id}/pause`, undefined, { token: other.token })).body).toMatchObject({ code: 9604 });
  });

  it('counts request weight per minute and orders per 10 seconds, refusing past the limits with -1003 and -1015', async () => {
    const w = new Weights(10, 2);
    expect(await w.spend('key:1', 6, 60_000)).toBe(6);
    await expect(w.spend('key:1', 5, 60_001)).rejects.toThrow(/Too many requests/);
    expect(await w.spend('key:1', 5, 120_000)).toBe(5);
    expect(await w.spend('key:2', 5, 60_001)).toBe(5);
    await w.order('key:1', 0);
    await w.order('key:1', 1);
    await expect(w.order('key:1', 2)).rejects.toThrow(expect.objectContaining({ code: -1015 }));
    expect(await w.order('key:1', 10_000)).toBe(1);
  });

  it('shares a key\'s counters between API nodes (the database-backed limiter); an IP\'s public weight stays per node', async () => {
    const limiter = t.app.platform.limiter;
    const [a, b] = [new Weights(10, 2, limiter), new Weights(10, 2, limiter)];
    const now = t.clock.now();
    expect(await a.spend('key:7', 6, now)).toBe(6);
    await expect(b.spend('key:7', 5, now)).rejects.toThrow(/Too many requests/);
    await a.order('key:7', now);
    await b.order('key:7', now);
    await expect(a.order('key:7', now)).rejects.toThrow(expect.objectContaining({ code: -1015 }));
    expect(await a.spend('ip:1.2.3.4', 6, now)).toBe(6);
    expect(await b.spend('ip:1.2.3.4', 6, now)).toBe(6);
    t.clock.advance(60_000);
    expect(await b.spend('key:7', 5, t.clock.now())).toBe(5);
  });
});
