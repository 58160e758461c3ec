import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestApp } from '../../test/harness.js';
import { ManualClock } from '../clock.js';
import { openDatabase } from '../db/database.js';
import { migrateApp } from '../../migrations.js';
import { en, zh } from '../../test/catalogue.js';
import type { Api } from './api.js';
import { AppError } from './errors.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const STACK = /\bat [\w$.<>]+ \(|node:internal|\.ts:\d+|\.js:\d+|Error:/;

type Logged = { logId?: unknown; err?: unknown };

/** An app on in-memory SQLite with a few routes that fail on purpose (the error handler does not touch the DB). */
async function buildFailingApp(logged: Logged[]): Promise<{ app: App; close(): Promise<void> }> {
  const config = loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_ANON_PER_MINUTE: '100000' });
  const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateApp(database.db as unknown as Kysely<unknown>);
  const extraRoutes = (api: Api): void => {
    api.addHook('onRequest', async (req) => {
      const capture = (obj: unknown): void => { logged.push(obj as Logged); };
      req.log.error = capture as typeof req.log.error;
    });
    api.get('/api/test/app-error', async () => { throw new AppError('insufficient_balance'); });
    api.get('/api/test/with-params', async () => { throw new AppError('code_too_frequent', { seconds: 37 }); });
    api.get('/api/test/not-logged-in', async () => { throw new AppError('not_logged_in'); });
    api.get('/api/test/crash', async () => {
      throw new Error('secret connection string postgres://root:hunter2@db');
    });
    api.get('/api/test/crash-non-error', async () => {
      throw Object.assign(Object.create(null) as object, { detail: 'hunter2' });
    });
    api.get('/api/test/crash-503', async () => { throw Object.assign(new Error('upstream hunter2'), { statusCode: 503 }); });
    api.get('/api/test/bad-response', { schema: { response: { 200: z.object({ n: z.number() }) } } },
      async () => ({ n: 'hunter2' }) as unknown as { n: number });
    api.post('/api/test/echo', { schema: { body: z.object({ name: z.string().max(20), n: z.coerce.number().int().optional() }) } },
      async (req) => ({ type: 'ok', code: 1, message: 'OK', data: req.body }));
  };
  const app = await buildApp({ config, database, clock: new ManualClock(), logger: false, extraRoutes });
  await app.ready();
  return { app, async close() { await app.close(); await database.close(); } };
}

describe('error handler', () => {
  const logged: Logged[] = [];
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => { ({ app, close } = await buildFailingApp(logged)); });
  afterAll(async () => { await close(); });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers an AppError with its code, status and English message', async () => {
    const res = await get('/api/test/app-error');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ type: 'error', code: 3001, message: en.insufficient_balance });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('translates the message to the lang header and fills params', async () => {
    const res = await get('/api/test/app-error', { lang: 'zh' });
    expect(res.json()).toEqual({ type: 'error', code: 3001, message: zh.insufficient_balance });
    const withParams = await get('/api/test/with-params', { lang: 'zh' });
    expect(withParams.statusCode).toBe(429);
    expect(withParams.json()).toEqual({ type: 'error', code: 2008, message: zh.code_too_frequent.replace('{seconds}', '37') });
    const unknownLang = await get('/api/test/app-error', { lang: 'xx' });
    expect(unknownLang.json()).toMatchObject({ message: en.insufficient_balance });
  });

  it('answers not logged in as type 999 with HTTP 401', async () => {
    const res = await get('/api/test/not-logged-in');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ type: '999', code: 999, message: en.not_logged_in });
    const tries: Record<string, string>[] = [{}, { authorization: 'nope' }, { authorization: 'Bearer ' }, { authorization: 'x'.repeat(500) }];
    for (const headers of tries) {
      const guarded = await get('/api/user/center', headers);
      expect(guarded.statusCode).toBe(401);
      expect(guarded.json()).toEqual({ type: '999', code: 999, message: en.not_logged_in });
    }
  });

  it('answers an unknown error with a generic 500, a log id and no details', async () => {
    for (const url of ['/api/test/crash', '/api/test/crash-non-error', '/api/test/crash-503', '/api/test/bad-response']) {
      logged.length = 0;
      const res = await get(url, { lang: 'zh' });
      expect(res.statusCode, url).toBe(500);
      const body = res.json<{ type: string; code: number; message: string }>();
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'type']);
      expect(body.type).toBe('error');
      expect(body.code).toBe(1500);
      const logId = UUID.exec(body.message)?.[0];
      expect(logId, body.message).toBeDefined();
      expect(res.body).not.toContain('hunter2');
      expect(res.body).not.toMatch(STACK);
      expect(res.body).not.toContain('stack');
      // The same id is in the server log, with the error itself, so support can find it.
      expect(logged.some((l) => l.logId === logId && l.err !== undefined), url).toBe(true);
    }
  });

  it('gives each unknown error its own log id', async () => {
    const a = (await get('/api/test/crash')).json<{ message: string }>().message;
    const b = (await get('/api/test/crash')).json<{ message: string }>().message;
    expect(UUID.exec(a)?.[0]).not.toBe(UUID.exec(b)?.[0]);
  });

  it('accepts form-encoded and JSON bodies alike', async () => {
    const form = await app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=ann&n=7' });
    expect(form.json()).toEqual({ type: 'ok', code: 1, message: 'OK', data: { name: 'ann', n: 7 } });
    const json = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'ann', n: 7 } });
    expect(json.json()).toEqual({ type: 'ok', code: 1, message: 'OK', data: { name: 'ann', n: 7 } });
    const charset = await app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json; charset=utf-8' }, payload: '{"name":"ann"}' });
    expect(charset.statusCode).toBe(200);
    for (const [type, payload] of [['application/x-www-form-urlencoded', 'email=a%40b.co'], ['application/json', '{"email":"a@b.co"}']] as const) {
      const real = await app.inject({ method: 'POST', url: '/api/user/check_email', headers: { 'content-type': type }, payload });
      expect(real.json(), type).toEqual({ type: 'ok', code: 1, message: 'OK', data: { exists: false } });
    }
  });

  it('answers schema failures with 422 naming the field, in the request language', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 12 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ type: 'error', code: 1001, message: en.validation_failed.replace('{field}', 'name') });
    const zhRes = await app.inject({ method: 'POST', url: '/api/test/echo', headers: { lang: 'zh' }, payload: {} });
    expect(zhRes.json()).toEqual({ type: 'error', code: 1001, message: zh.validation_failed.replace('{field}', 'name') });
  });

  it('answers a schema message that is an error key with that error', async () => {
    // Form fields carry the invalid_request key as their max-length message.
    const res = await app.inject({ method: 'POST', url: '/api/user/check_email', payload: { email: 'a'.repeat(300) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'error', code: 1000, message: en.invalid_request });
  });

  it('answers unreadable bodies with the envelope', async () => {
    const cases: { headers: Record<string, string>; payload: string; status: number; code: number }[] = [
      { headers: { 'content-type': 'application/json' }, payload: '{"name":', status: 400, code: 1000 },
      { headers: { 'content-type': 'application/json' }, payload: '', status: 400, code: 1000 },
      { headers: { 'content-type': 'text/xml' }, payload: '<a/>', status: 415, code: 1015 },
      { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }), status: 413, code: 1013 },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `name=${'x'.repeat(70_000)}`, status: 413, code: 1013 },
    ];
    for (const c of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/test/echo', headers: c.headers, payload: c.payload });
      expect(res.statusCode, c.payload.slice(0, 20)).toBe(c.status);
      expect(res.json()).toMatchObject({ type: 'error', code: c.code });
      expect(res.body).not.toMatch(STACK);
    }
  });

  it('answers an unknown route with 404 and the envelope, translated', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/user/center', headers: { lang: 'zh' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ type: 'error', code: 1005, message: zh.route_not_found });
  });

  it('answers a URL that does not decode with the envelope, not Fastify\'s own JSON, and does not echo it', async () => {
    for (const url of ['/api/%', '/api/user/%E0%A4%A', '/api/%zz<script>']) {
      const res = await get(url, { lang: 'zh' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ type: 'error', code: 1000, message: zh.invalid_request });
    }
  });

  it('sends the helmet security headers on success, errors and 404s', async () => {
    for (const url of ['/api/area_code', '/api/test/app-error', '/api/test/crash', '/api/nope']) {
      const res = await get(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});

describe('global rate limit', () => {
  it('answers 429 with the envelope once RATE_LIMIT_ANON_PER_MINUTE is used up', async () => {
    const t = await createTestApp({ RATE_LIMIT_ANON_PER_MINUTE: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await t.app.inject({ method: 'GET', url: '/api/area_code' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const res = await t.app.inject({ method: 'GET', url: '/api/area_code', headers: { lang: 'zh' } });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ type: 'error', code: 1029, message: zh.rate_limited });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const other = await t.app.inject({ method: 'GET', url: '/api/area_code', remoteAddress: '10.1.2.3' });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
