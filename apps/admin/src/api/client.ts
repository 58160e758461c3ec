import { HttpError } from 'react-admin';

/** The server's envelope: `{ type: 'ok', code: 1, message: 'OK', data }`, or an error / 999 with a translated message. */
export type Envelope<T> = { type: string; code: number; message: string; data?: T };

/** Error codes the sign-in flow reacts to (apps/server/src/platform/http/errors.ts). */
export const ERROR_CODES = { notLoggedIn: 999, totpRequired: 9004 } as const;

const TOKEN_KEY = 'candor.admin.token';

/** Where the admin session token lives between reloads. */
export const tokenStore = {
  get: (): string | null => globalThis.localStorage?.getItem(TOKEN_KEY) ?? null,
  set: (token: string): void => globalThis.localStorage?.setItem(TOKEN_KEY, token),
  clear: (): void => globalThis.localStorage?.removeItem(TOKEN_KEY),
};

export type Query = Record<string, string | number | undefined>;
export type CallOptions = { query?: Query; body?: Record<string, unknown>; token?: string | null };

/** The `code` of the error envelope an HttpError carries in its body. */
export function errorCodeOf(error: unknown): number | null {
  if (!(error instanceof HttpError)) return null;
  const body: unknown = error.body;
  return body && typeof body === 'object' && 'code' in body && typeof body.code === 'number' ? body.code : null;
}

function urlOf(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `/api/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls the API with the admin token in Authorization and answers the envelope's data; any other answer
 * becomes react-admin's HttpError with the server's translated message, the HTTP status and `{ code }`.
 */
export async function apiCall<T>(method: 'GET' | 'POST', path: string, o: CallOptions = {}): Promise<T> {
  const token = o.token === undefined ? tokenStore.get() : o.token;
  const headers: Record<string, string> = { accept: 'application/json', lang: 'en' };
  if (token) headers['authorization'] = token;
  if (o.body) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(urlOf(path, o.query), { method, headers, ...(o.body ? { body: JSON.stringify(o.body) } : {}) });
  } catch {
    throw new HttpError('The server cannot be reached. Check the connection and try again.', 0, { code: 0 });
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (envelope?.type === 'ok') return envelope.data as T;
  const message = envelope?.message ?? `The server answered ${res.status}.`;
  throw new HttpError(message, res.status, { code: envelope?.code ?? res.status });
}
