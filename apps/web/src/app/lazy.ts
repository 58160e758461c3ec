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
