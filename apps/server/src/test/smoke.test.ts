import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from './client.js';
import { createTestApp, type TestApp } from './harness.js';

describe('smoke', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('registers, reads center and balances', async () => {
    const u = await registerUser(t.app);
    const center = await call(t.app, 'GET', 'user/center', undefined, { token: u.token });
    expect(center.body.type).toBe('ok');
    const demo = await call(t.app, 'GET', 'getBalance', undefined, { token: u.token, demo: true });
    expect(demo.body.data).toEqual([{ asset: 'USDT', kind: 'funding', mode: 'demo', available: '100000', locked: '0' }]);
    const missing = await call(t.app, 'GET', 'nope');
    expect(missing.status).toBe(404);
    expect(missing.body.type).toBe('error');
  });
});
