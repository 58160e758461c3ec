/** What the client does with a 429: when to try a read again, and how often. */

/** How often a read (GET) answered 429 is tried again, after the wait the server asked for. */
export const RATE_LIMIT_RETRIES = 2;
/** The wait when the server names none, and the longest wait the client accepts before trying again. */
export const DEFAULT_RETRY_AFTER_MS = 5_000;
export const MAX_RETRY_AFTER_MS = 60_000;

/** The wait a Retry-After header asks for (seconds, or an HTTP date), within 1 s and a minute. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number {
  const value = header?.trim() ?? '';
  let ms = DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else if (value !== '' && !Number.isNaN(Date.parse(value))) ms = Date.parse(value) - now;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(1000, ms));
}

/** Whole seconds of a wait, for the toast. */
export const secondsOf = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** Waits `ms`, or less when the caller gives up (its signal aborts). */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => { clearTimeout(timer); signal?.removeEventListener('abort', done); resolve(); };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });
}
