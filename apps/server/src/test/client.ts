import type { App } from '../app.js';

export type Envelope<T = unknown> = { type: string; code: number; message: string; data?: T };
export type Reply<T = unknown> = { status: number; body: Envelope<T> };

export type CallOptions = { token?: string; demo?: boolean; lang?: string; json?: boolean; headers?: Record<string, string> };

/** Calls the API as the web client does: form-encoded POST bodies, Authorization, X-Demo and lang headers. */
export async function call<T = unknown>(app: App, method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>, o: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.token) headers['authorization'] = o.token;
  if (o.demo) headers['x-demo'] = '1';
  if (o.lang) headers['lang'] = o.lang;
  let payload: string | undefined;
  let url = `/api/${path.replace(/^\//, '')}`;
  if (body && method === 'GET') {
    url += `?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
  } else if (body && o.json) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  } else if (body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString();
  }
  const res = await app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

/** The latest code the outbox holds for a destination. */
export async function latestCode(app: App, to: string): Promise<string> {
  const res = await call<{ code: string | null }[]>(app, 'GET', 'dev/outbox', { to });
  const code = res.body.data?.[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

let counter = 0;
/** Registers a fresh email user and answers its token and id. */
export async function registerUser(app: App, over: Record<string, string> = {}): Promise<{ token: string; id: number; email: string; password: string }> {
  const email = over.email ?? `user${Date.now()}${counter++}@example.com`;
  const password = over.password ?? 'secret123';
  await call(app, 'POST', 'email_send', { email });
  const code = await latestCode(app, email);
  const res = await call<{ token: string; user: { id: number } }>(app, 'POST', 'user/register', {
    mode: 'email', email, code, password, re_password: password, agree: '1', sms_consent: '1', ...over,
  });
  if (res.body.type !== 'ok' || !res.body.data) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token, id: res.body.data.user.id, email, password };
}

/** Sets a registered user's first fund password through the API: a security code, the login password, twice the PIN. */
export async function setFundPassword(app: App, u: { token: string; email: string; password: string }, pin: string): Promise<Reply> {
  await call(app, 'POST', 'sms_other_mail', {}, { token: u.token });
  const code = await latestCode(app, u.email);
  return call(app, 'POST', 'user/setpaypwd', { password: u.password, code, pay_password: pin, re_pay_password: pin }, { token: u.token });
}
