import type { BodyAt, ClientPath, DataAt, QueryAt } from '@candor/shared';
import { RATE_LIMIT_RETRIES, retryAfterMs, secondsOf, wait } from './rate-limit';

/** The HTTP client of seed section 7: base /api, form-encoded POST, session headers, envelope and 999 handling. */

export type Envelope<T = unknown> = { type: string; code: number; message: string; data?: T };

export type FormValue = string | number | boolean | null | undefined;
export type FormBody = Readonly<Record<string, FormValue>>;

export type ApiErrorKind = 'server' | 'unauthorized' | 'network' | 'timeout' | 'rate_limited';

/** A failed call; its message has already been shown as a toast unless the call was silent. */
export class ApiError extends Error {
  readonly code: number;
  readonly kind: ApiErrorKind;
  /** A 429: how long the server asked to wait. */
  readonly retryAfterMs: number | undefined;

  constructor(kind: ApiErrorKind, code: number, message: string, retryAfterMs?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.retryAfterMs = retryAfterMs;
  }
}

export type RequestHeaders = { token: string | null; demo: boolean; lang: string };

export type ClientDeps = {
  fetch: typeof fetch;
  headers: () => RequestHeaders;
  /** Type 999: the session is gone. */
  onUnauthorized: (message: string) => void;
  /** Any other failure, for the error toast. */
  onError: (message: string) => void;
  /** Messages for failures that have no server answer, and the 429's "try again in N s". */
  messages: { network: () => string; timeout: () => string; rateLimited: (seconds: number) => string };
  base?: string;
  timeoutMs?: number;
  /** How a read waits before it is tried again after a 429 (tests pass one that does not wait). */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

export type CallOptions = {
  /** No error toast (the caller shows its own message). */
  silent?: boolean;
  /** A 999 answer is an ordinary failure here (logging out with a token that already expired). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
};

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 60_000;

export const isSuccess = (e: Envelope): boolean => e.type === 'ok' || e.code === 1;
export const isUnauthorized = (e: Envelope): boolean => e.type === '999' || e.code === 999;

/** A form body: absent values are left out, booleans travel as 1 and 0. */
export function encodeForm(body: FormBody = {}): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return form;
}

/** An answer's body as the envelope; null when it is not one. */
export function asEnvelope(value: unknown): Envelope | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.type !== 'string' && typeof v.code !== 'number') return null;
  return { type: String(v.type), code: Number(v.code), message: typeof v.message === 'string' ? v.message : '', data: v.data };
}

/**
 * What the form client and the uploader (upload.ts) share: the session headers, the URL, one exchange under the
 * timeout and the caller's signal, and the way a failure is reported (the 999 handling, else a toast unless silent).
 */
export function createTransport(deps: ClientDeps) {
  const base = deps.base ?? API_BASE;
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const urlOf = (path: string): string => `${base}/${path.replace(/^\//, '')}`;

  function headers(): Record<string, string> {
    const h = deps.headers();
    const out: Record<string, string> = { 'X-Demo': h.demo ? '1' : '0', lang: h.lang };
    if (h.token) out.Authorization = h.token;
    return out;
  }

  function fail(error: ApiError, options: CallOptions): never {
    if (error.kind === 'unauthorized' && !options.ignoreUnauthorized) deps.onUnauthorized(error.message);
    else if (!options.silent) deps.onError(error.message);
    throw error;
  }

  /** One fetch, its answer read by `read`, under the timeout and the caller's signal; no answer fails as network or timeout. */
  async function exchange<R>(target: string, init: RequestInit, options: CallOptions, read: (response: Response) => Promise<R>): Promise<R> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; controller.abort(); }, timeoutMs);
    const outer = options.signal;
    const relay = (): void => controller.abort();
    outer?.addEventListener('abort', relay);
    try {
      return await read(await deps.fetch(target, { ...init, signal: controller.signal }));
    } catch (error) {
      if (outer?.aborted && !timedOut) throw error;
      return fail(timedOut ? new ApiError('timeout', 0, deps.messages.timeout()) : new ApiError('network', 0, deps.messages.network()), options);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', relay);
    }
  }

  /** An answer's outcome: the envelope's data, or its failure reported (a 429 says how long to wait, never "network"). */
  function settle<T>(envelope: Envelope | null, status: number, options: CallOptions, retryAfter: number | null = null): T {
    if (status === 429) {
      const ms = retryAfter ?? retryAfterMs(null);
      return fail(new ApiError('rate_limited', envelope?.code ?? 429, deps.messages.rateLimited(secondsOf(ms)), ms), options);
    }
    if (envelope === null) return fail(new ApiError('network', status, deps.messages.network()), options);
    if (isSuccess(envelope)) return envelope.data as T;
    if (isUnauthorized(envelope)) return fail(new ApiError('unauthorized', 999, envelope.message), options);
    return fail(new ApiError('server', envelope.code, envelope.message || deps.messages.network()), options);
  }

  /** Reads a body as the envelope (with the status, for an answer that is not one, and a 429's Retry-After). */
  const readEnvelope = async (response: Response): Promise<{ envelope: Envelope | null; status: number; retryAfter: number | null }> => ({
    envelope: asEnvelope(await response.json().catch(() => null)), status: response.status,
    retryAfter: response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : null,
  });

  return { urlOf, headers, fail, exchange, settle, readEnvelope };
}

export function createApiClient(deps: ClientDeps) {
  const transport = createTransport(deps);
  const pause = deps.wait ?? wait;

  async function request<T>(method: 'GET' | 'POST' | 'PUT', path: string, body: FormBody | undefined, options: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = { ...transport.headers(), Accept: 'application/json' };
    let url = transport.urlOf(path);
    let payload: URLSearchParams | undefined;
    if (method === 'GET') {
      const query = encodeForm(body).toString();
      if (query) url += `?${query}`;
    } else {
      payload = encodeForm(body);
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    // A read refused with 429 is tried again after the wait the server asked for (a few times); the toast says so once.
    // A write is never repeated: its 429 is reported and the user decides.
    for (let attempt = 0; ; attempt++) {
      const answer = await transport.exchange(url, { method, headers, body: payload }, options, transport.readEnvelope);
      const again = answer.status === 429 && method === 'GET' && attempt < RATE_LIMIT_RETRIES && !options.signal?.aborted;
      if (!again) {
        const quiet = answer.status === 429 && attempt > 0 ? { ...options, silent: true } : options;
        return transport.settle<T>(answer.envelope, answer.status, quiet, answer.retryAfter);
      }
      const ms = answer.retryAfter ?? retryAfterMs(null);
      if (attempt === 0 && !options.silent) deps.onError(deps.messages.rateLimited(secondsOf(ms)));
      await pause(ms, options.signal);
    }
  }

  /** GET a route of the API contract (packages/shared/src/api): the path, the query and the answer are typed by it. */
  function get<P extends ClientPath<'GET'>>(path: P, query?: QueryAt<'GET', P> & FormBody, options?: CallOptions): Promise<DataAt<'GET', P>> {
    return request('GET', path, query, options);
  }

  /** POST a form to a route of the API contract; typed like `get`. */
  function post<P extends ClientPath<'POST'>>(path: P, body?: BodyAt<'POST', P> & FormBody, options?: CallOptions): Promise<DataAt<'POST', P>> {
    return request('POST', path, body, options);
  }

  /** PUT a form to a route of the API contract (the seed's ctc/order/cancel and pay are PUT); typed like `get`, never repeated on 429. */
  function put<P extends ClientPath<'PUT'>>(path: P, body?: BodyAt<'PUT', P> & FormBody, options?: CallOptions): Promise<DataAt<'PUT', P>> {
    return request('PUT', path, body, options);
  }

  return { get, post, put };
}

export type ApiClient = ReturnType<typeof createApiClient>;
