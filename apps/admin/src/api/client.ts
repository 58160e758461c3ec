import type { BodyAt, ClientPath, DataAt, QueryAt } from '@candor/shared';
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

/** The request headers of the back office: English messages and the admin token when there is one. */
function headersFor(token: string | null): Record<string, string> {
  return { lang: 'en', ...(token ? { authorization: token } : {}) };
}

/** fetch, with an unreachable server as an HttpError the pages show like any refusal. */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new HttpError('The server cannot be reached. Check the connection and try again.', 0, { code: 0 });
  }
}

/** An answer that is not the data asked for, as an HttpError with the envelope's message and code. */
function refusal(res: Response, envelope: Partial<Envelope<unknown>> | null): HttpError {
  const message = typeof envelope?.message === 'string' ? envelope.message : `The server answered ${res.status}.`;
  return new HttpError(message, res.status, { code: typeof envelope?.code === 'number' ? envelope.code : res.status });
}

const envelopeOf = async <T>(res: Response): Promise<Envelope<T> | null> => ((await res.json().catch(() => null)) as Envelope<T> | null);

type Method = 'GET' | 'POST';
/** The options of a call of a contract route: its query and body typed by the route. */
export type RouteCallOptions<M extends Method, P extends string> = {
  query?: QueryAt<M, P> & Query;
  /** A route without a body takes an empty one (a JSON POST of {}). */
  body?: (BodyAt<M, P> extends undefined ? Record<string, never> : BodyAt<M, P>) & Record<string, unknown>;
  token?: string | null;
};

/**
 * Calls a route of the API contract (packages/shared/src/api) with the admin token in Authorization: the path, the
 * query, the body and the answer are typed by it. Any answer but the data becomes react-admin's HttpError with the
 * server's translated message, the HTTP status and `{ code }`.
 */
export function apiCall<M extends Method, P extends ClientPath<M>>(method: M, path: P, o: RouteCallOptions<M, P> = {}): Promise<DataAt<M, P>> {
  return resourceCall<DataAt<M, P>>(method, path, o);
}

/**
 * The same call for react-admin's generic list and record machinery (api/dataProvider.ts), whose paths come from
 * each feature's resource definition; the feature names the contract's type of the answer.
 */
export async function resourceCall<T>(method: Method, path: string, o: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...headersFor(o.token === undefined ? tokenStore.get() : o.token) };
  if (o.body) headers['content-type'] = 'application/json';
  const res = await send(urlOf(path, o.query), { method, headers, ...(o.body ? { body: JSON.stringify(o.body) } : {}) });
  const envelope = await envelopeOf<T>(res);
  if (envelope?.type === 'ok') return envelope.data as T;
  throw refusal(res, envelope);
}

/** Sends one file as multipart/form-data (field `file`) with the admin token; answers the data like resourceCall. */
export async function postFile<T>(path: string, file: Blob, name: string): Promise<T> {
  const form = new FormData();
  form.append('file', file, name);
  const res = await send(urlOf(path), { method: 'POST', headers: { accept: 'application/json', ...headersFor(tokenStore.get()) }, body: form });
  const envelope = await envelopeOf<T>(res);
  if (envelope?.type === 'ok') return envelope.data as T;
  throw refusal(res, envelope);
}

/**
 * An uploaded image the server keeps private (a deposit proof at `/api/admin/uploads/:id`), read with the admin
 * token. A refusal answers the envelope: its message becomes the HttpError's.
 */
export async function fetchUpload(url: string): Promise<Blob> {
  if (!/^\/api\/admin\/uploads\/\d+$/.test(url)) throw new HttpError('Not an upload of the back office.', 400, { code: 400 });
  const res = await send(url, { headers: headersFor(tokenStore.get()) });
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && (type.startsWith('image/') || type === 'application/pdf')) return res.blob();
  throw refusal(res, await envelopeOf(res));
}
