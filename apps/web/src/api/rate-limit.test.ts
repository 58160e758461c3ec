import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { DEFAULT_RETRY_AFTER_MS, MAX_RETRY_AFTER_MS, RATE_LIMIT_RETRIES, retryAfterMs, secondsOf } from './rate-limit';
import { fakeDeps, json } from './testkit';
import { createUploader } from './upload';

const LIMITED = { type: 'error', code: 1029, message: 'Zu viele Anfragen, bitte später erneut versuchen.' };
const limited = (retryAfter: string | null = '7'): Response =>
  new Response(JSON.stringify(LIMITED), { status: 429, headers: { 'content-type': 'application/json', ...(retryAfter === null ? {} : { 'retry-after': retryAfter }) } });
const okAnswer = () => json({ type: 'ok', code: 1, message: 'OK', data: { fine: true } });

/** A client whose fetch answers each call with the next of `answers` (the last one repeats). */
function scripted(...answers: (() => Response)[]) {
  let n = 0;
  const fake = fakeDeps(() => (answers[Math.min(n++, answers.length - 1)] as () => Response)());
  return { ...fake, api: createApiClient(fake.deps), waits: fake.deps.wait as unknown as { mock: { calls: [number][] } } };
}

describe('Retry-After', () => {
  it('reads seconds or an HTTP date, within 1 s and a minute, with a default', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs('0')).toBe(1000);
    expect(retryAfterMs('3600')).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs(null)).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(retryAfterMs('soon')).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(retryAfterMs(new Date(Date.UTC(2026, 0, 1, 0, 0, 12)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(12_000);
    expect(secondsOf(7000)).toBe(7);
    expect(secondsOf(6100)).toBe(7);
  });
});

describe('a 429 in the API client', () => {
  it('tries a read again after the wait the server asked for, and says so once in a toast', async () => {
    const { api, onError, waits, calls } = scripted(() => limited('7'), okAnswer);
    await expect(api.get('user/center')).resolves.toEqual({ fine: true });
    expect(calls).toHaveLength(2);
    expect(waits.mock.calls.map((c) => c[0])).toEqual([7000]);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('slow down 7s');
  });

  it('gives up after a bounded number of tries, with the "try again in N s" message and not "network"', async () => {
    const { api, onError, calls } = scripted(() => limited('3'));
    const error = await api.get('user/center').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rate_limited', code: 1029, message: 'slow down 3s', retryAfterMs: 3000 });
    expect(calls).toHaveLength(1 + RATE_LIMIT_RETRIES);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalledWith('network down');
  });

  it('never repeats a write: it reports the 429 and the wait', async () => {
    const { api, onError, calls } = scripted(() => limited('12'), okAnswer);
    await expect(api.post('user/login', { account: 'a', password: 'b' })).rejects.toMatchObject({ kind: 'rate_limited', message: 'slow down 12s' });
    expect(calls).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith('slow down 12s');
  });

  it('uses the default wait when the answer names none, and stays quiet for a silent call', async () => {
    const { api, onError, waits } = scripted(() => limited(null), okAnswer);
    await expect(api.get('user/center', undefined, { silent: true })).resolves.toEqual({ fine: true });
    expect(waits.mock.calls.map((c) => c[0])).toEqual([DEFAULT_RETRY_AFTER_MS]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a 429 without an envelope (from a proxy) as rate limited too', async () => {
    const { api } = scripted(() => new Response('Too Many Requests', { status: 429, headers: { 'retry-after': '2' } }));
    await expect(api.post('user/login')).rejects.toMatchObject({ kind: 'rate_limited', code: 429, message: 'slow down 2s' });
  });

  it('reports an upload refused with 429 with the wait', async () => {
    const fake = fakeDeps(() => limited('9'));
    const uploader = createUploader(fake.deps);
    await expect(uploader.upload('uploadRecharge', new Blob(['x']))).rejects.toMatchObject({ kind: 'rate_limited', message: 'slow down 9s' });
    expect(fake.onError).toHaveBeenCalledWith('slow down 9s');
  });
});
