import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { en } from '../../test/catalogue.js';
import { hasNul } from './input-guard.js';

describe('hasNul', () => {
  it('finds U+0000 in strings, nested values and keys', () => {
    expect(hasNul('a\u0000b')).toBe(true);
    expect(hasNul({ a: ['x', { b: '\u0000' }] })).toBe(true);
    expect(hasNul({ 'k\u0000': 'v' })).toBe(true);
    expect(hasNul(['ok', 1, null, true])).toBe(false);
    expect(hasNul({ a: 'é😀\u0001\\0' })).toBe(false);
    expect(hasNul(undefined)).toBe(false);
    expect(hasNul(null)).toBe(false);
    expect(hasNul(42)).toBe(false);
  });

  it('stops walking at a bounded depth instead of overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => hasNul(deep)).not.toThrow();
    expect(hasNul(deep)).toBe(false);
  });
});

describe('input guard', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  const refused = { type: 'error', code: 1000, message: en.invalid_request };

  it('refuses a NUL in a JSON body, a form body or a query string with 400, on every database', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/user/check_email', payload: { email: 'a\u0000@b.co' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(refused);
    const form = await t.app.inject({
      method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account=a%00b&password=secret123',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual(refused);
    const query = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refused);
  });

  it('lets other control characters and unicode through to the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent('é😀\u0001\t')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'ok', code: 1, message: 'OK', data: [] });
  });

  it('reads a request without a body as an empty form: the missing field is named, not the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/check_email' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('email');
    expect(res.json().message).not.toContain('body');
  });

  it('survives deeply nested JSON', async () => {
    const deep = `{"email":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/user/check_email', headers: { 'content-type': 'application/json' }, payload: deep });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ type: 'error' });
  });
});
