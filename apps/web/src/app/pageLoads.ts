import { useSyncExternalStore } from 'react';

/**
 * How many page chunks are being fetched (the thin progress bar at the top while the next page's code arrives; the
 * page on screen stays until then, as the router renders in a transition). Listeners hear of a change in a
 * microtask: a load starts while React renders the lazy page, when no other component may be updated.
 */
let pending = 0;
const listeners = new Set<() => void>();

function changed(delta: number): void {
  pending += delta;
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** Counts `load` as pending until it settles; answers its promise. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  changed(1);
  return load.finally(() => changed(-1));
}

export function pendingPageLoads(): number {
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0, () => false);
}
