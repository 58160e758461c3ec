import { API_BASE, ApiError, isSuccess, isUnauthorized, REQUEST_TIMEOUT_MS, type CallOptions, type ClientDeps, type Envelope } from './client';
import { appWiring } from './http';

/**
 * Multipart uploads and private files: what the form-encoded client (client.ts) does not carry. The same headers,
 * envelope, 999 handling and toasts; the browser sets the multipart boundary itself.
 */
const url = (base: string, path: string): string => `${base}/${path.replace(/^\//, '')}`;

function envelopeOf(value: unknown): Envelope | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.type !== 'string' && typeof v.code !== 'number') return null;
  return { type: String(v.type), code: Number(v.code), message: typeof v.message === 'string' ? v.message : '', data: v.data };
}

export function createUploader(deps: ClientDeps) {
  const base = deps.base ?? API_BASE;
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

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

  /** Runs a request with the timeout and the caller's signal; answers the response or throws a network/timeout ApiError. */
  async function send(target: string, init: RequestInit, options: CallOptions): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; controller.abort(); }, timeoutMs);
    const relay = (): void => controller.abort();
    options.signal?.addEventListener('abort', relay);
    try {
      return await deps.fetch(target, { ...init, signal: controller.signal });
    } catch (error) {
      if (options.signal?.aborted && !timedOut) throw error;
      return fail(timedOut ? new ApiError('timeout', 0, deps.messages.timeout()) : new ApiError('network', 0, deps.messages.network()), options);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', relay);
    }
  }

  /** POSTs one file as multipart form data (field `file`, plus any text fields) and answers the envelope's data. */
  async function upload<T>(path: string, file: Blob, options: CallOptions & { name?: string; fields?: Record<string, string> } = {}): Promise<T> {
    const form = new FormData();
    for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
    form.append('file', file, options.name ?? (file instanceof File ? file.name : 'upload'));
    const response = await send(url(base, path), { method: 'POST', headers: { ...headers(), Accept: 'application/json' }, body: form }, options);
    const envelope = envelopeOf(await response.json().catch(() => null));
    if (envelope === null) return fail(new ApiError('network', response.status, deps.messages.network()), options);
    if (isSuccess(envelope)) return envelope.data as T;
    if (isUnauthorized(envelope)) return fail(new ApiError('unauthorized', 999, envelope.message), options);
    return fail(new ApiError('server', envelope.code, envelope.message || deps.messages.network()), options);
  }

  /**
   * A private file (an upload served only to its owner) as a Blob: an <img src> cannot send the Authorization
   * header, so the page fetches it and shows it through an object URL. Errors answer the envelope's message.
   */
  async function file(path: string, options: CallOptions = {}): Promise<Blob> {
    const response = await send(url(base, path), { method: 'GET', headers: headers() }, options);
    if (response.ok) return response.blob();
    const envelope = envelopeOf(await response.json().catch(() => null));
    if (envelope !== null && isUnauthorized(envelope)) return fail(new ApiError('unauthorized', 999, envelope.message), options);
    return fail(new ApiError('server', envelope?.code ?? response.status, envelope?.message || deps.messages.network()), options);
  }

  return { upload, file };
}

export type Uploader = ReturnType<typeof createUploader>;

/** The app's uploader, wired like the API client (http.ts) to the session, the toasts and the router. */
export const uploader = createUploader(appWiring);
