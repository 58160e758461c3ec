import type { Channel } from '@candor/shared';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { session } from '../session';
import type { ChannelHandler, Realtime, RealtimeStatus } from './ws';

let loading: Promise<{ realtime: Realtime }> | null = null;

/**
 * The app's one realtime client. Its code arrives on first use, so the first screen does not wait for it; a new
 * session (login, logout) makes it authenticate again for the private channels.
 */
function loadRealtime(): Promise<{ realtime: Realtime }> {
  loading ??= import('./realtime').then((m) => {
    const realtime = m.createBrowserRealtime(() => session.getState().token);
    let token = session.getState().token;
    session.subscribe((s) => {
      if (s.token === token) return;
      token = s.token;
      realtime.reauthenticate();
    });
    return { realtime };
  }, (error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Listens to a realtime channel while the component is mounted (null: none); the handler gets the channel's payload
 * (packages/shared/src/api/realtime.ts). The handler may change freely.
 */
export function useChannel<C extends Channel>(channel: C | null, handler: ChannelHandler<C>): void {
  const latest = useRef(handler);
  useEffect(() => { latest.current = handler; });
  useEffect(() => {
    if (channel === null) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    loadRealtime().then((m) => {
      if (!cancelled) stop = m.realtime.subscribe(channel, (data) => latest.current(data));
    }, () => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [channel]);
}

let status: RealtimeStatus = 'idle';
const listeners = new Set<() => void>();

function subscribeStatus(onChange: () => void): () => void {
  listeners.add(onChange);
  let stop: (() => void) | null = null;
  let cancelled = false;
  void loadRealtime().then((m) => {
    if (cancelled) return;
    const update = (s: RealtimeStatus): void => {
      status = s;
      for (const l of listeners) l();
    };
    update(m.realtime.status());
    stop = m.realtime.onStatus(update);
  }, () => undefined);
  return () => {
    cancelled = true;
    listeners.delete(onChange);
    stop?.();
  };
}

/** Whether live updates are flowing: 'open', or connecting/reconnecting (the page shows the last known data). */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribeStatus, () => status, () => status);
}
