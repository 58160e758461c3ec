import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/** One page of a feature: its path, its lazily loaded component, the i18n namespaces it needs, and its guard. */
export type PageRoute = {
  path: string;
  load: () => Promise<PageModule>;
  ns?: readonly string[];
  /** Protected: needs a logged-in user, else the login page with backpage and backtype. */
  auth?: boolean;
};

/** How long a page chunk may take before the retry screen is shown instead of waiting on. */
export const CHUNK_TIMEOUT_MS = 60_000;

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

/** Whether an error means a page's code could not be loaded (network, new deployment), as opposed to a bug. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_MESSAGES.some((p) => p.test(error.message));
}

/** Loads a page chunk, failing with a ChunkLoadError when it takes longer than `ms`. */
export function loadWithTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Page chunk took longer than ${ms} ms`)), ms);
    load().then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error && isChunkLoadError(error) ? error : new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/** Where the time of the last automatic reload is kept (per tab), so a chunk that stays missing cannot loop. */
export const CHUNK_RELOAD_KEY = 'candor.chunkReloadAt';
/** A second failure within this time after an automatic reload shows the retry screen instead. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export type ReloadDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
};

/**
 * After a release, a page still open holds the old entry, whose chunks are gone: one reload fetches the new
 * index.html and its chunks. Reloads at most once per guard period (kept in sessionStorage), and not at all when
 * the guard cannot be kept (storage refused): answers whether it reloaded.
 */
export function reloadOnce(deps: ReloadDeps): boolean {
  try {
    const last = Number(deps.storage.getItem(CHUNK_RELOAD_KEY));
    const now = deps.now();
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    deps.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

let reloading = false;

/** The browser's reload-once, for a chunk that failed to load; true while the page is reloading. */
export function reloadForChunk(): boolean {
  if (reloading) return true;
  reloading = reloadOnce({ storage: window.sessionStorage, reload: () => window.location.reload(), now: () => Date.now() });
  return reloading;
}
