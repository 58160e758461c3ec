import { notifyManager } from '@tanstack/react-query';
import { createRealtime, type Realtime, type SocketLike } from './ws';

/** The websocket address of this page's origin: wss on https, ws otherwise. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
}

/**
 * The app's realtime client in the browser (loaded on first use by live.ts, which hands it the session token):
 * real sockets and timers, and a quick return when the network or the page comes back.
 */
export function createBrowserRealtime(token: () => string | null): Realtime {
  const realtime = createRealtime({
    connect: () => new WebSocket(socketUrl(window.location)) as unknown as SocketLike,
    token,
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    now: () => Date.now(),
    random: () => Math.random(),
    // One delivery per animation frame, its cache writes notified together: one render per frame, not one per message.
    // A hidden page gets no frames; it catches up four times a second instead of piling events up.
    frame: (run) => {
      const batched = (): void => notifyManager.batch(run);
      if (document.visibilityState === 'hidden') window.setTimeout(batched, 250);
      else window.requestAnimationFrame(batched);
    },
  });
  window.addEventListener('online', () => realtime.wake());
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') realtime.wake(); });
  return realtime;
}
