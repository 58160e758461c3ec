import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, encodeForm, type RequestHeaders } from './client';
import { fakeDeps, json } from './testkit';
import { createUnauthorizedHandler, LOGIN_REDIRECT_DELAY_MS } from './unauthorized';

const setup = (answer: Parameters<typeof fakeDeps>[0], headers?: RequestHeaders) => {
  const fake = fakeDeps(answer, headers);
  return { ...fake, api: createApiClient(fake.deps) };
};

describe('api client', () => {
  it('posts a form body to /api with the session headers', async () => {
    const { api, calls } = setup(() => json({ type: 'ok', code: 1, message: 'OK', data: { a: 1 } }));
    await expect(api.post('user/login', { account: 'bob', password: 'p w', skip: undefined, agree: true })).resolves.toEqual({ a: 1 });
    const [call] = calls;
    expect(call?.url).toBe('/api/user/login');
    expect(call?.init.method).toBe('POST');
    expect(String(call?.init.body)).toBe('account=bob&password=p+w&agree=1');
    expect(call?.init.headers).toMatchObject({ Authorization: 'tok', 'X-Demo': '0', lang: 'zh', 'Content-Type': 'application/x-www-form-urlencoded' });
  });

  it('puts a form body for the PUT routes (ctc/order/pay)', async () => {
    const { api, calls } = setup(() => json({ type: 'ok', code: 1, message: 'OK', data: { id: 4 } }));
    await expect(api.put('ctc/order/pay', { id: 4, proof_id: 9 })).resolves.toEqual({ id: 4 });
    expect(calls[0]?.url).toBe('/api/ctc/order/pay');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(String(calls[0]?.init.body)).toBe('id=4&proof_id=9');
  });

  it('sends GET parameters in the query, X-Demo 1 in demo mode and no Authorization without a token', async () => {
    const { api, calls } = setup(() => json({ type: 'ok', code: 1, message: 'OK', data: [] }), { token: null, demo: true, lang: 'en' });
    await api.get('dev/outbox', { to: 'a@b.co' });
    expect(calls[0]?.url).toBe('/api/dev/outbox?to=a%40b.co');
    expect(calls[0]?.init.headers).toMatchObject({ 'X-Demo': '1', lang: 'en' });
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('treats code 1 as success even when the type differs', async () => {
    const { api } = setup(() => json({ type: 'success', code: 1, message: 'OK', data: 5 }));
    await expect(api.get('user/center')).resolves.toBe(5);
  });

  it('on 999 calls the not-logged-in handler and does not toast twice', async () => {
    const { api, onUnauthorized, onError } = setup(() => json({ type: '999', code: 999, message: '请先登录。' }, 401));
    const error = await api.get('user/center').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', code: 999, message: '请先登录。' });
    expect(onUnauthorized).toHaveBeenCalledWith('请先登录。');
    expect(onError).not.toHaveBeenCalled();
  });

  it('lets a caller treat 999 as an ordinary failure', async () => {
    const { api, onUnauthorized, onError } = setup(() => json({ type: '999', code: 999, message: 'gone' }, 401));
    await expect(api.post('user/logout', undefined, { ignoreUnauthorized: true, silent: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('toasts the server message on other failures, unless silent', async () => {
    const { api, onError } = setup(() => json({ type: 'error', code: 2020, message: 'Wrong account or password.' }, 400));
    await expect(api.post('user/login')).rejects.toMatchObject({ kind: 'server', code: 2020 });
    expect(onError).toHaveBeenCalledWith('Wrong account or password.');
    await expect(api.post('user/login', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reports a non-JSON answer and a network failure with the network message', async () => {
    const html = setup(() => new Response('<html>502</html>', { status: 502 }));
    await expect(html.api.get('user/center')).rejects.toMatchObject({ kind: 'network', code: 502 });
    expect(html.onError).toHaveBeenCalledWith('network down');
    const down = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.api.get('user/center')).rejects.toMatchObject({ kind: 'network' });
  });

  it('gives up after the timeout', async () => {
    const { api, onError } = setup((call) => new Promise<Response>((_, reject) => {
      call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    await expect(api.get('user/center')).rejects.toMatchObject({ kind: 'timeout' });
    expect(onError).toHaveBeenCalledWith('too slow');
  });
});

describe('encodeForm', () => {
  it('skips null and undefined and writes numbers and booleans', () => {
    expect(encodeForm({ a: null, b: undefined, c: 0, d: false, e: 'x' }).toString()).toBe('c=0&d=0&e=x');
  });
});

describe('not-logged-in handling', () => {
  it('clears the session, toasts, emits and goes to login after 1 s, once for a burst', () => {
    const order: string[] = [];
    const timers: Array<{ run: () => void; ms: number }> = [];
    const handle = createUnauthorizedHandler({
      clearAuth: () => order.push('clear'),
      toastError: (m) => order.push(`toast:${m}`),
      emit: () => order.push('emit'),
      schedule: (run, ms) => { timers.push({ run, ms }); },
      goLogin: () => order.push('login'),
    });
    handle('Please log in first.');
    handle('Please log in first.');
    expect(order).toEqual(['clear', 'toast:Please log in first.', 'emit', 'clear']);
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(LOGIN_REDIRECT_DELAY_MS);
    timers[0]?.run();
    expect(order.at(-1)).toBe('login');
    handle('again');
    expect(timers).toHaveLength(2);
  });
});
