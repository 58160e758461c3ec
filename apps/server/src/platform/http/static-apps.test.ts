import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { cacheControlOf, IMMUTABLE, REVALIDATE, type AppDirs } from './static-apps.js';

const LOCALES = 'locales/0c86c1d5bdd5';
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(2000))};`;

/** A built app as Vite and vite-plugin-compression2 leave it: each text file with its brotli and gzip twins. */
function writeBuild(root: string, files: Record<string, string>): void {
  for (const [name, body] of Object.entries(files)) {
    const file = join(root, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
  }
}

let dir: string;
let dirs: AppDirs;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'candor-static-'));
  dirs = { web: join(dir, 'web'), admin: join(dir, 'admin') };
  writeBuild(dirs.web, {
    'index.html': INDEX,
    'assets/index-AbC123.js': SCRIPT,
    'assets/index-Def456.css': `body{color:#111}${' '.repeat(500)}`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    [`${LOCALES}/en/common.json`]: JSON.stringify({ hello: 'Hello' }),
  });
  writeBuild(dirs.admin, { 'index.html': '<!doctype html><title>admin</title>', 'assets/admin-Zz9.js': SCRIPT });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the cache policy of built files', () => {
  it('keeps hashed chunks and digest-named locale files a year, and revalidates everything else', () => {
    expect(cacheControlOf('/srv/web/dist/assets/index-AbC123.js')).toBe(IMMUTABLE);
    expect(cacheControlOf('/srv/admin/dist/assets/admin-Zz9.js.br')).toBe(IMMUTABLE);
    expect(cacheControlOf(`/srv/web/dist/${LOCALES}/de/home.json.gz`)).toBe(IMMUTABLE);
    expect(cacheControlOf('/srv/web/dist/index.html')).toBe(REVALIDATE);
    expect(cacheControlOf('/srv/web/dist/favicon.svg')).toBe(REVALIDATE);
  });
});

describe('static apps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_ANON_PER_MINUTE: '3', RATE_LIMIT_AUTH_PER_MINUTE: '3' }, undefined, dirs);
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves hashed assets immutable for a year, compressed as the client accepts', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const css = await get('/assets/index-Def456.css', { 'accept-encoding': 'br' });
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(css.headers['content-encoding']).toBe('br');
  });

  it('serves locale files under their digest immutable, and the admin chunks under /admin', async () => {
    const locale = await get(`/${LOCALES}/en/common.json`, { 'accept-encoding': 'br' });
    expect(locale.statusCode).toBe(200);
    expect(locale.headers['cache-control']).toBe(IMMUTABLE);
    expect(JSON.parse(brotliDecompressSync(locale.rawPayload).toString())).toEqual({ hello: 'Hello' });
    const admin = await get('/admin/assets/admin-Zz9.js', { 'accept-encoding': 'gzip' });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe(IMMUTABLE);
    expect(admin.headers['content-encoding']).toBe('gzip');
  });

  it('serves index.html with no-cache and an ETag, and 304 when the ETag still matches', async () => {
    for (const [url, encoding] of [['/', 'br'], ['/index.html', 'gzip'], ['/market/BTCUSDT', 'br'], ['/admin/', 'br'], ['/admin/users', '']] as const) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const first = await get(url, headers);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-type'], url).toMatch(/text\/html/);
      expect(first.headers['cache-control'], url).toBe(REVALIDATE);
      const etag = first.headers['etag'];
      expect(etag, url).toEqual(expect.any(String));
      const again = await get(url, { ...headers, 'if-none-match': String(etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe(REVALIDATE);
    expect(favicon.headers['etag']).toEqual(expect.any(String));
  });

  it('answers a missing file with a plain-text 404, never the JSON envelope; the API keeps its envelope', async () => {
    for (const url of ['/assets/old-chunk-Gone12.js', '/assets/gone.css', '/admin/assets/gone.js', '/favicon.ico']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(res.body, url).toBe('Not Found');
    }
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ type: 'error' });
    const twin = await get('/assets/index-AbC123.js.br');
    expect(twin.statusCode).toBe(404);
  });

  it('never counts a static file against the rate limit, even once the API budget is used up', async () => {
    const api = [];
    for (let i = 0; i < 4; i++) api.push((await get('/api/area_code')).statusCode);
    expect(api).toEqual([200, 200, 200, 429]);
    const urls = ['/', '/index.html', '/market/BTCUSDT', '/assets/index-AbC123.js', '/assets/index-Def456.css', '/favicon.svg',
      `/${LOCALES}/en/common.json`, '/admin/', '/admin/assets/admin-Zz9.js'];
    for (let round = 0; round < 10; round++) {
      for (const url of urls) expect((await get(url, { 'accept-encoding': 'br, gzip' })).statusCode, url).toBe(200);
    }
    expect((await get('/api/area_code')).statusCode).toBe(429);
  });
});
