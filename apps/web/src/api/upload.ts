import type { ClientPath, DataAt } from '@candor/shared';
import { ApiError, createTransport, isUnauthorized, type CallOptions, type ClientDeps } from './client';
import { appWiring } from './http';

/**
 * Multipart uploads and private files: what the form-encoded client (client.ts) does not carry. The same transport
 * (headers, timeout, envelope, 999 handling and toasts); the browser sets the multipart boundary itself.
 */
export function createUploader(deps: ClientDeps) {
  const { urlOf, headers, fail, exchange, settle, readEnvelope } = createTransport(deps);

  /** POSTs one file as multipart form data (field `file`, plus any text fields) and answers the envelope's data. */
  async function upload<P extends ClientPath<'POST'>>(path: P, file: Blob, options: CallOptions & { name?: string; fields?: Record<string, string> } = {}): Promise<DataAt<'POST', P>> {
    const form = new FormData();
    for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
    form.append('file', file, options.name ?? (file instanceof File ? file.name : 'upload'));
    const { envelope, status, retryAfter } = await exchange(urlOf(path), { method: 'POST', headers: { ...headers(), Accept: 'application/json' }, body: form }, options, readEnvelope);
    return settle<DataAt<'POST', P>>(envelope, status, options, retryAfter);
  }

  /**
   * A private file (an upload served only to its owner) as a Blob: an <img src> cannot send the Authorization
   * header, so the page fetches it and shows it through an object URL. Errors answer the envelope's message.
   */
  async function file(path: string, options: CallOptions = {}): Promise<Blob> {
    const answer = await exchange(urlOf(path), { method: 'GET', headers: headers() }, options,
      async (response) => (response.ok ? { blob: await response.blob() } : { blob: null, ...(await readEnvelope(response)) }));
    if (answer.blob !== null) return answer.blob;
    const { envelope, status, retryAfter } = answer;
    if (status === 429) return settle<Blob>(envelope, status, options, retryAfter);
    if (envelope !== null && isUnauthorized(envelope)) return fail(new ApiError('unauthorized', 999, envelope.message), options);
    return fail(new ApiError('server', envelope?.code ?? status, envelope?.message || deps.messages.network()), options);
  }

  return { upload, file };
}

export type Uploader = ReturnType<typeof createUploader>;

/** The app's uploader, wired like the API client (http.ts) to the session, the toasts and the router. */
export const uploader = createUploader(appWiring);
