import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { appErrors } from './catalogue.js';
import { call, registerUser } from './client.js';
import { createTestApp } from './harness.js';

/**
 * Every route of the OpenAPI document gets 200 malformed requests: wrong JSON types, missing and unknown fields,
 * huge and hostile strings, broken JSON, unknown content types, broken multipart, bad query strings, with and
 * without user, guest and admin tokens. Whatever arrives, the answer is the envelope and never a 5xx.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 200);
const FUZZ_IP = '203.0.113.77';
const STACK = /\n\s+at |\bat [\w$.<>]+ \(|node:internal|node_modules|\.[tj]s:\d+|Error:|stack/;
const httpOfCode = new Map<number, number>(appErrors.entries().map(([, e]) => [e.code, e.http]));

type Method = 'GET' | 'POST';
type Route = { method: Method; path: string; bodyFields: string[]; queryFields: string[] };
type Operation = {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
};

const t = await createTestApp();
const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
const routes: Route[] = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([m, op]) => ({
  method: m.toUpperCase() as Method,
  path,
  bodyFields: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
  queryFields: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
})));

// ---- values ----------------------------------------------------------------------------------------------
const hostile = fc.constantFrom(
  "' OR 1=1 --", "'; DROP TABLE users; --", '" OR ""="', '1; SELECT * FROM sessions', "admin'--", '%', '_', '\\', '\\0',
  '\u0000', 'a\u0000b', '\u0007\u001b[31m', '\r\n\r\nX-Injected: 1', '\ud800', '\udfff\ud800', '𝕏😀👨‍👩‍👧', '\u202egnp.exe',
  '\ufeff', 'NaN', 'Infinity', '-0', '1e309', '9'.repeat(40), '__proto__', 'constructor', 'toString', '{{7*7}}', '${7*7}',
  '<script>alert(1)</script>', '../../etc/passwd', 'null', 'undefined', '[]', '{}',
);
const plausible = fc.constantFrom(
  '', ' ', '0', '1', 'true', 'on', 'email', 'phone', 'username', 'register', 'forget', 'security', 'sms', 'zh', 'en',
  'a@b.co', 'USER@Example.COM', '86', '+1', '13800138000', '123456', '000000', 'secret123', 'admin', 'alice_01',
);
const text = fc.oneof(
  { arbitrary: plausible, weight: 4 },
  { arbitrary: hostile, weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.integer({ min: 255, max: 5_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);
/** Mostly small; now and then 10 KB to 100 KB. */
const bigText = fc.integer({ min: 10_000, max: 100_000 }).chain((n) => fc.constantFrom('a', 'é', '😀', '\u0000', "'").map((c) => c.repeat(n / c.length)));
const scalar = fc.oneof(
  { arbitrary: text, weight: 6 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: scalar, weight: 12 },
  { arbitrary: fc.array(scalar, { maxLength: 3 }), weight: 2 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }), weight: 2 },
  { arbitrary: bigText, weight: 1 },
);
const keyOf = (fields: string[]): fc.Arbitrary<string> => fc.oneof(
  { arbitrary: fc.constantFrom(...(fields.length > 0 ? fields : ['id', 'email'])), weight: 5 },
  { arbitrary: fc.constantFrom('__proto__', 'constructor', 'extra', ''), weight: 1 },
  { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
);
const fieldsOf = <T>(fields: string[], v: fc.Arbitrary<T>): fc.Arbitrary<[string, T][]> =>
  fc.array(fc.tuple(keyOf(fields), v), { maxLength: fields.length + 2 });

// ---- requests ----------------------------------------------------------------------------------------------
type Body = { kind: string; contentType?: string; payload?: string; invalid: boolean; oversized?: boolean };

const encodeForm = (pairs: [string, unknown][]): string =>
  new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString();
const multipartOf = (pairs: [string, string][], boundary: string): string =>
  `${pairs.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('')}--${boundary}--\r\n`;

function bodyArb(route: Route): fc.Arbitrary<Body> {
  const hasSchema = route.bodyFields.length > 0;
  const json = (contentType = 'application/json') => (payload: string): Body => ({ kind: 'json', contentType, payload, invalid: false });
  return fc.oneof(
    { arbitrary: fc.constant<Body>({ kind: 'none', invalid: false }), weight: 2 },
    { arbitrary: fieldsOf(route.bodyFields, value).map((p) => json()(JSON.stringify(Object.fromEntries(p)))), weight: 10 },
    { arbitrary: fieldsOf(route.bodyFields, value).map((p) => json('application/json; charset=utf-8')(JSON.stringify(Object.fromEntries(p)))), weight: 1 },
    {
      arbitrary: fc.oneof(fc.integer(), text, fc.constant(null), fc.boolean(), fc.array(value, { maxLength: 3 }))
        .map((v): Body => ({ kind: 'json-not-object', contentType: 'application/json', payload: JSON.stringify(v), invalid: hasSchema })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(fc.integer({ min: 1_000, max: 60_000 }), fc.constantFrom('[', '{"a":')).map(([n, open]): Body => ({
        kind: 'json-deep', contentType: 'application/json', invalid: hasSchema,
        payload: `{"${route.bodyFields[0] ?? 'x'}":${open.repeat(n)}1${(open === '[' ? ']' : '}').repeat(n)}}`,
      })),
      weight: 1,
    },
    {
      arbitrary: fc.oneof(
        fc.constantFrom('', '{', '{"a":', "{'a':1}", '[1,2', 'NaN', 'undefined', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{"x":1}}}', '{"a":"\\x"}', '{"a":"\\ud800"'),
        fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `${s},`),
      ).map((payload): Body => ({ kind: 'json-broken', contentType: 'application/json', payload, invalid: !payload.includes('constructor') })),
      weight: 3,
    },
    { arbitrary: fieldsOf(route.bodyFields, scalar).map((p): Body => ({ kind: 'form', contentType: 'application/x-www-form-urlencoded', payload: encodeForm(p), invalid: false })), weight: 8 },
    {
      arbitrary: fc.oneof(fc.constantFrom('%', '%ZZ=1', 'a=%E0%A4%A', '&&&=', '=x', 'a[b]=1', 'a[]=1&a[]=2', '__proto__[x]=1', 'email=a&email=b'), fc.string({ maxLength: 40 }))
        .map((payload): Body => ({ kind: 'form-raw', contentType: 'application/x-www-form-urlencoded', payload, invalid: false })),
      weight: 2,
    },
    {
      arbitrary: fc.string({ unit: 'binary', maxLength: 60 })
        .map((payload): Body => ({ kind: 'text-plain', contentType: 'text/plain', payload, invalid: hasSchema })),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(fc.constantFrom('application/xml', 'image/png', 'application/octet-stream', 'application/json-patch+json', 'foo/bar', 'text/html; charset=utf-16', 'x'), fc.string({ minLength: 1, maxLength: 40 }))
        .map(([contentType, payload]): Body => ({ kind: 'unknown-type', contentType, payload, invalid: true })),
      weight: 3,
    },
    {
      arbitrary: fc.tuple(fieldsOf(route.bodyFields, text), fc.constantFrom('XyZ', '')).map(([pairs, boundary]): Body => ({
        kind: 'multipart', contentType: `multipart/form-data${boundary ? `; boundary=${boundary}` : ''}`,
        payload: multipartOf(pairs, boundary || 'XyZ').slice(0, boundary ? undefined : 30), invalid: hasSchema,
      })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(fc.constantFrom('application/json', 'application/x-www-form-urlencoded'), fc.integer({ min: 1_100_000, max: 1_300_000 }))
        .map(([contentType, n]): Body => ({
          kind: 'oversized', contentType, invalid: true, oversized: true,
          payload: contentType === 'application/json' ? JSON.stringify({ [route.bodyFields[0] ?? 'x']: 'y'.repeat(n) }) : `${route.bodyFields[0] ?? 'x'}=${'y'.repeat(n)}`,
        })),
      weight: 1,
    },
  );
}

const queryArb = (route: Route): fc.Arbitrary<string> => fc.oneof(
  { arbitrary: fc.constant(''), weight: 3 },
  { arbitrary: fieldsOf(route.queryFields.length > 0 ? route.queryFields : ['page', 'to'], scalar).map(encodeForm), weight: 5 },
  {
    arbitrary: fc.oneof(
      fc.constantFrom('%', '%%', '%ZZ', 'a=%E0%A4%A', '&&', '=', 'a[]=1', 'a[b][c]=1', 'to=a&to=b', 'page=1&page=2', '__proto__[x]=1',
        'constructor[prototype][x]=1', 'page=-1', 'page=1e9', 'limit=0', 'limit=NaN', 'page=0x10', `to=${'x'.repeat(10_000)}`),
      fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
    ),
    weight: 2,
  },
);

type Auth = 'none' | 'user' | 'guest' | 'admin' | 'junk' | 'bearer-empty' | 'huge';
const authArb = fc.constantFrom<Auth>('none', 'user', 'user', 'guest', 'admin', 'admin', 'junk', 'bearer-empty', 'huge');
const headerArb = fc.record({
  auth: authArb,
  lang: fc.constantFrom(undefined, 'en', 'zh', 'tw', 'xx', ''),
  demo: fc.constantFrom(undefined, '1', '0', 'yes'),
});

// ---- tokens ------------------------------------------------------------------------------------------------
const user = await registerUser(t.app);
const admin = await t.app.services.backoffice.bootstrap('admin');
if (!admin) throw new Error('admin bootstrap failed');
const tokens: Record<'user' | 'guest' | 'admin', string> = { user: user.token, guest: '', admin: '' };

/** Fresh sessions before each route: a fuzzed logout or password change must not blind the next route. */
async function refreshTokens(): Promise<void> {
  if (!(await t.app.services.users.sessions.resolve(tokens.user))) tokens.user = (await t.app.services.users.sessions.create(user.id, '127.0.0.1')).token;
  if (!tokens.guest || !(await t.app.services.users.sessions.resolve(tokens.guest))) {
    tokens.guest = (await call<{ token: string }>(t.app, 'POST', 'demo/guest')).body.data?.token ?? '';
  }
  if (!tokens.admin || !(await t.app.services.backoffice.resolve(tokens.admin))) {
    tokens.admin = (await t.app.services.backoffice.login('admin', admin?.password, '127.0.0.1')).token;
  }
}

function authHeader(a: Auth): string | undefined {
  switch (a) {
    case 'none': return undefined;
    case 'junk': return 'deadbeef';
    case 'bearer-empty': return 'Bearer ';
    case 'huge': return 'Bearer '.concat('A'.repeat(8_000));
    default: return tokens[a];
  }
}

// ---- the property ------------------------------------------------------------------------------------------
type Envelope = { type?: unknown; code?: unknown; message?: unknown; data?: unknown };
const seen = new Map<string, Map<number, number>>();

function checkAnswer(route: Route, body: Body, status: number, contentType: string | undefined, raw: string): void {
  const where = `${route.method} ${route.path} [${body.kind}] -> ${status} ${raw.slice(0, 200)}`;
  expect(status, where).toBeLessThan(500);
  expect(status, where).toBeGreaterThanOrEqual(200);
  // The image routes (a poster, an upload) answer their bytes; every other answer, and every refusal, is the envelope.
  if (status === 200 && contentType?.startsWith('image/')) return;
  expect(contentType, where).toMatch(/^application\/json/);
  const env = JSON.parse(raw) as Envelope;
  expect(raw, where).not.toMatch(STACK);
  if (status >= 400) {
    expect(Object.keys(env).sort(), where).toEqual(['code', 'message', 'type']);
    expect(['error', '999'], where).toContain(env.type);
    expect(Number.isInteger(env.code), where).toBe(true);
    expect(typeof env.message === 'string' && env.message.trim().length > 0, where).toBe(true);
    expect(env.type === '999', where).toBe(status === 401);
    if (env.type === '999') expect(env.code, where).toBe(999);
    else expect(httpOfCode.get(env.code as number), where).toBe(status);
    expect(raw.length, `${where}: an error answer must not echo the request`).toBeLessThan(1_000);
  } else {
    expect(status, where).toBe(200);
    expect(env, where).toMatchObject({ type: 'ok', code: 1, message: 'OK' });
    expect(env, where).toHaveProperty('data');
  }
  // Definitely invalid input never succeeds; GET ignores bodies, so only POST bodies count.
  if (route.method === 'POST' && body.invalid) expect(status, where).toBeGreaterThanOrEqual(400);
  if (route.method === 'POST' && body.oversized) expect(status, where).toBe(413);
}

describe('fuzzing every route of the OpenAPI document', () => {
  afterAll(async () => {
    if (process.env.FUZZ_STATS) for (const [r, m] of seen) console.log(r, JSON.stringify(Object.fromEntries(m)));
    await t.close();
  });

  it('found the routes in the document', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/user/register' }));
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers malformed requests with the envelope', async (name, route) => {
    await refreshTokens();
    const stats = new Map<number, number>();
    seen.set(name, stats);
    await fc.assert(fc.asyncProperty(bodyArb(route), queryArb(route), headerArb, async (body, query, h) => {
      const headers: Record<string, string> = {};
      const authorization = authHeader(h.auth);
      if (authorization !== undefined) headers['authorization'] = authorization;
      if (h.lang !== undefined) headers['lang'] = h.lang;
      if (h.demo !== undefined) headers['x-demo'] = h.demo;
      if (body.contentType) headers['content-type'] = body.contentType;
      const res = await t.app.inject({
        method: route.method, url: `${route.path}${query ? `?${query}` : ''}`, headers, remoteAddress: FUZZ_IP, ...(body.payload !== undefined ? { payload: body.payload } : {}),
      });
      stats.set(res.statusCode, (stats.get(res.statusCode) ?? 0) + 1);
      checkAnswer(route, body, res.statusCode, res.headers['content-type'] as string | undefined, res.body);
    }), { numRuns: RUNS_PER_ROUTE, endOnFailure: true });
    expect([...stats.values()].reduce((a, b) => a + b, 0)).toBe(RUNS_PER_ROUTE);
  }, 120_000);

  it('answers mangled paths with the envelope', async () => {
    for (const url of ['/api/%', '/api/%E0%A4%A', '/api/%00', '/api//user/center', `/api/${'a'.repeat(5_000)}`, '/api/user/center/..%2f..%2fadmin/me', '/api/user%2Fcenter']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({ type: 'error' });
    }
  });
});
