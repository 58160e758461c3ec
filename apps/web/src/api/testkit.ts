import { vi } from 'vitest';
import type { ClientDeps, RequestHeaders } from './client';

/** One request as the fake fetch saw it. */
export type Call = { url: string; init: RequestInit };

/**
 * The deps of a client (client.ts, upload.ts) over a fake fetch that records each call and answers with `answer`;
 * the 999 and error toasts are spies, the messages fixed and the timeout short.
 */
export function fakeDeps(answer: (call: Call) => Promise<Response> | Response, headers: RequestHeaders = { token: 'tok', demo: false, lang: 'zh' }) {
  const calls: Call[] = [];
  const onUnauthorized = vi.fn<(m: string) => void>();
  const onError = vi.fn<(m: string) => void>();
  const fetchFn = ((url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return Promise.resolve(answer(call));
  }) as unknown as typeof fetch;
  const deps: ClientDeps = {
    fetch: fetchFn, headers: () => headers, onUnauthorized, onError,
    messages: { network: () => 'network down', timeout: () => 'too slow', rateLimited: (s: number) => `slow down ${s}s` }, timeoutMs: 50,
    wait: vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve()),
  };
  return { deps, calls, onUnauthorized, onError };
}

/** A JSON answer. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
