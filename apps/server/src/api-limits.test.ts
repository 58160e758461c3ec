import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { addressOnlyPaths } from './api-limits.js';
import { messagesIn } from './test/catalogue.js';
import { call, registerUser } from './test/client.js';
import { createTestApp, type TestApp } from './test/harness.js';

const de = messagesIn('de');
const HIGH = '100000';
let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(limits: { account?: number; anon?: number; auth?: number }): Promise<TestApp> {
  t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: String(limits.account ?? HIGH), RATE_LIMIT_ANON_PER_MINUTE: String(limits.anon ?? HIGH),
    RATE_LIMIT_AUTH_PER_MINUTE: String(limits.auth ?? HIGH),
  }, undefined, null);
  return t;
}

const center = (app: TestApp, token?: string, remoteAddress = '127.0.0.1', lang?: string) =>
  app.app.inject({ method: 'GET', url: '/api/user/center', remoteAddress, headers: { ...(token ? { authorization: token } : {}), ...(lang ? { lang } : {}) } });

describe('the API rate limit', () => {
  it('gives each signed-in account its own budget, even behind one address', async () => {
    const app = await appWith({ account: 5, anon: 10 });
    const alice = await registerUser(app.app);
    const bob = await registerUser(app.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await center(app, alice.token)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The budget is the account's: another address does not give Alice more, the same address does not take Bob's.
    expect((await center(app, alice.token, '10.9.8.7')).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) expect((await center(app, bob.token)).statusCode).toBe(200);
    // Anonymous calls of the address have their own budget, untouched by the signed-in ones: 10, less the outbox
    // read of each registration above.
    for (let i = 0; i < 8; i++) expect((await app.app.inject({ method: 'GET', url: '/api/area_code' })).statusCode).toBe(200);
    expect((await app.app.inject({ method: 'GET', url: '/api/area_code' })).statusCode).toBe(429);
    expect((await app.app.inject({ method: 'GET', url: '/api/area_code', remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
  });

  it('answers 429 with the translated envelope and Retry-After', async () => {
    const app = await appWith({ account: 1 });
    const alice = await registerUser(app.app);
    expect((await center(app, alice.token)).statusCode).toBe(200);
    const res = await center(app, alice.token, '127.0.0.1', 'de');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ type: 'error', code: 1029, message: de.rate_limited });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts an invalid token as an anonymous call of its address', async () => {
    const app = await appWith({ anon: 2 });
    for (let i = 0; i < 2; i++) expect((await center(app, 'not-a-session')).statusCode).toBe(401);
    expect((await center(app, 'not-a-session')).statusCode).toBe(429);
  });

  it('limits the login, code and registration paths per address, signed in or not', async () => {
    expect([...addressOnlyPaths]).toEqual(expect.arrayContaining(['/api/user/login', '/api/user/register', '/api/email_send', '/api/sms_send', '/api/sms_mail', '/api/admin/login']));
    expect(addressOnlyPaths.has('/api/user/logout')).toBe(false);
    const app = await appWith({ auth: 3 });
    const alice = await registerUser(app.app, {});
    // registerUser used 2 (the code, the registration); a token does not buy more attempts.
    const login = (remoteAddress: string) => app.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress,
      headers: { authorization: alice.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account: alice.email, password: alice.password }).toString() });
    expect((await login('127.0.0.1')).statusCode).toBe(200);
    expect((await login('127.0.0.1')).statusCode).toBe(429);
    expect((await login('10.2.2.2')).statusCode).toBe(200);
    // Alice's other calls keep their own budget.
    expect((await center(app, alice.token)).statusCode).toBe(200);
  });

  it('does not count a websocket upgrade as an API call', async () => {
    const app = await appWith({ anon: 1 });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as AddressInfo;
    expect((await call(app.app, 'GET', 'area_code')).status).toBe(200);
    expect((await call(app.app, 'GET', 'area_code')).status).toBe(429);
    for (let i = 0; i < 3; i++) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
      const opened = await new Promise<boolean>((resolve) => {
        socket.once('open', () => resolve(true));
        socket.once('error', () => resolve(false));
        socket.once('unexpected-response', () => resolve(false));
      });
      expect(opened).toBe(true);
      socket.close();
    }
  });
});
