import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { ManualClock } from '../platform/clock.js';
import { openDatabase } from '../platform/db/database.js';
import { migrateApp } from '../migrations.js';
import type { Api } from '../platform/http/api.js';

type Registered = { method: string; url: string; body?: unknown; querystring?: unknown };
type Operation = {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
  responses?: Record<string, unknown>;
};
type OpenApiDoc = { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, Operation>> };

/** Routes that belong to the docs themselves, not to the API they describe. */
// The docs themselves, and the websocket endpoints (described in the document's introduction, not as operations).
const isDocsRoute = (url: string): boolean => url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/') || url === '/api/ws' || url.endsWith('/ws');
const toOpenApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');
const shapeKeys = (schema: unknown): string[] => (schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : []);

/** The method-and-path pairs of `printRoutes({ commonPrefix: false })`, whose tree splits paths into shared segments. */
function parsePrintedRoutes(tree: string): string[] {
  const prefixes: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const path = (depth > 0 ? prefixes[depth - 1] ?? '' : '') + (m[2] ?? '');
    prefixes.length = depth;
    prefixes.push(path);
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) out.push(`${method.toLowerCase()} ${path}`);
  }
  return out;
}

/** Builds the app with an onRoute hook in front of the API routes, so every route it registers is seen. */
async function buildRecordingApp(routes: Registered[]): Promise<{ app: App; close(): Promise<void> }> {
  const config = loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_ANON_PER_MINUTE: '100000', RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
  const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateApp(database.db as unknown as Kysely<unknown>);
  const extraRoutes = (api: Api): void => {
    api.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) {
        routes.push({ method: method.toLowerCase(), url: r.url, body: r.schema?.body, querystring: r.schema?.querystring });
      }
    });
  };
  const app = await buildApp({ config, database, clock: new ManualClock(), logger: false, extraRoutes });
  await app.ready();
  return { app, async close() { await app.close(); await database.close(); } };
}

describe('OpenAPI document and docs', () => {
  const routes: Registered[] = [];
  let app: App;
  let close: () => Promise<void>;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    ({ app, close } = await buildRecordingApp(routes));
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<OpenApiDoc>();
  });
  afterAll(async () => { await close(); });

  const apiRoutes = (): Registered[] => routes.filter((r) => r.url.startsWith('/api/') && !isDocsRoute(r.url) && r.method !== 'head');
  const documented = (): string[] => Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)).sort();

  it('is OpenAPI 3.1 describing the Candor API', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBe('Candor API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('the recorder saw the API routes (sanity check of the comparison below)', () => {
    expect(apiRoutes().length).toBeGreaterThan(25);
    expect(apiRoutes()).toContainEqual(expect.objectContaining({ method: 'post', url: '/api/user/register' }));
  });

  it('lists every route the app registers under /api, and nothing else', () => {
    const registered = [...new Set(apiRoutes().map((r) => `${r.method} ${toOpenApiPath(r.url)}`))].sort();
    expect(documented()).toEqual(registered);
  });

  it('agrees with printRoutes, which also sees routes declared before the recorder', () => {
    const printed = parsePrintedRoutes(app.printRoutes({ commonPrefix: false }))
      .filter((r) => !r.startsWith('head ') && r.split(' ')[1]?.startsWith('/api/') && !isDocsRoute(r.split(' ')[1] ?? ''));
    expect(printed).toContain('post /api/user/register');
    expect(printed).toContain('get /api/user/center2');
    expect([...new Set(printed.map((r) => r.replace(/:(\w+)/g, '{$1}')))].sort()).toEqual(documented());
  });

  it('every recorded route is live in the router', () => {
    for (const r of apiRoutes()) {
      expect(app.hasRoute({ method: r.method.toUpperCase() as 'GET' | 'POST', url: r.url }), `${r.method} ${r.url}`).toBe(true);
    }
  });

  it('documents every body field of every zod body schema', () => {
    const withBody = apiRoutes().filter((r) => r.body !== undefined);
    expect(withBody.length).toBeGreaterThan(10);
    for (const r of withBody) {
      const op = doc.paths[toOpenApiPath(r.url)]?.[r.method];
      const props = op?.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      expect(Object.keys(props).sort(), `${r.method} ${r.url}`).toEqual(shapeKeys(r.body));
    }
  });

  it('documents every query parameter of every zod querystring schema', () => {
    const withQuery = apiRoutes().filter((r) => r.querystring !== undefined);
    expect(withQuery.length).toBeGreaterThan(0);
    for (const r of withQuery) {
      const op = doc.paths[toOpenApiPath(r.url)]?.[r.method];
      const names = (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort();
      expect(names, `${r.method} ${r.url}`).toEqual(shapeKeys(r.querystring));
    }
  });

  it('user/register lists each registration field', () => {
    const props = doc.paths['/api/user/register']?.post?.requestBody?.content?.['application/json']?.schema?.properties ?? {};
    for (const field of ['mode', 'area_code', 'phone', 'email', 'username', 'code', 'password', 're_password', 'invite_code', 'agree', 'sms_consent']) {
      expect(props, field).toHaveProperty(field);
    }
  });

  it('also serves the document at /api/docs/json', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json<OpenApiDoc>().paths).toEqual(doc.paths);
  });

  it('/api/docs serves the swagger UI HTML from the local package, with no CDN', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('swagger-ui');
      expect(res.body).not.toMatch(/https?:\/\//);
      expect(res.body).not.toMatch(/\/\/(unpkg|cdn|cdnjs|jsdelivr)/i);
      const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
      expect(assets.length).toBeGreaterThan(2);
      for (const asset of assets) {
        const path = new URL(asset, `http://local${url.endsWith('/') ? url : `${url}/`}`).pathname;
        const got = await app.inject({ method: 'GET', url: path });
        expect(got.statusCode, path).toBe(200);
      }
    }
  });

  it('the swagger UI initializer sends the spec to no outside validator', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('validatorUrl: null');
  });

  it('answers an unknown /api path with 404 and the envelope', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/user/centre'], ['GET', '/api/user/register'], ['GET', '/api/'], ['PUT', '/api/user/center']] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ type: 'error', code: 1005, message: 'No such API route.' });
    }
  });
});
