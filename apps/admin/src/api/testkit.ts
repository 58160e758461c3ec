import { afterEach, beforeEach, vi } from 'vitest';

/** Test helpers for the API calls of the back office: a stubbed fetch that records what was asked. */

export type Seen = { url: string; init: RequestInit };

/** The ok envelope around some data. */
export const ok = (data: unknown) => ({ type: 'ok', code: 1, message: 'OK', data });

/** Answers each request with the next reply (the last one repeats), as JSON with its status, and records what was asked. */
export function answerWith(...replies: { status: number; body: unknown }[]): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)];
    return Promise.resolve(new Response(JSON.stringify(reply?.body), { status: reply?.status ?? 200, headers: { 'content-type': 'application/json' } }));
  });
  return seen;
}

/** answerWith, every reply a 200. */
export const answer = (...bodies: unknown[]): Seen[] => answerWith(...bodies.map((body) => ({ status: 200, body })));

/** A stored admin token, as after signing in. */
export function stubToken(token = 'tok'): void {
  vi.stubGlobal('localStorage', { getItem: () => token, setItem: () => undefined, removeItem: () => undefined });
}

/** The method, path and body of each request, one line each. */
export const asked = (seen: Seen[]): string[] => seen.map((s) => `${s.init.method ?? 'GET'} ${s.url}${s.init.body ? ` ${String(s.init.body)}` : ''}`);

/** The headers of one request. */
export const headersOf = (s: Seen | undefined): Record<string, string> => (s?.init.headers ?? {}) as Record<string, string>;

/** In a describe block: every test runs with a stored token, and the stubs are removed after it. */
export function withStoredToken(token = 'tok'): void {
  beforeEach(() => { stubToken(token); });
  afterEach(() => { vi.unstubAllGlobals(); });
}
