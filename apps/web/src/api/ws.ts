import { isPrivateChannel, type BatchFrame, type Channel } from '@candor/shared';
import { backoffDelay, chunks, eventsOf, MAX_CHANNELS_PER_MESSAGE, parseMessage } from './ws-frames';
import { DEFAULT_OPTIONS, type AnyHandler, type ChannelHandler, type RealtimeDeps, type RealtimeOptions, type RealtimeStatus, type SocketLike, type TimerHandle } from './ws-types';

export { backoffDelay } from './ws-frames';
export { DEFAULT_OPTIONS } from './ws-types';
export type { ChannelHandler, RealtimeDeps, RealtimeOptions, RealtimeStatus, SocketLike, TimerHandle } from './ws-types';

/**
 * The realtime client of /api/ws: one socket for the whole app, opened when the first channel is wanted and closed
 * a while after the last one is dropped. Channels are reference-counted; after a reconnect every current channel is
 * subscribed again by the client itself. Events are delivered once per frame when a frame is given. Pure: the socket,
 * the timers, the frames and the randomness are injected (ws-types.ts); the frames' checks are in ws-frames.ts.
 */
export function createRealtime(deps: RealtimeDeps) {
  const o: RealtimeOptions = { ...DEFAULT_OPTIONS, ...deps.options };
  const handlers = new Map<string, Set<{ handler: AnyHandler }>>();
  const statusListeners = new Set<(s: RealtimeStatus) => void>();
  let socket: SocketLike | null = null;
  let open = false;
  let authed = false;
  let status: RealtimeStatus = 'idle';
  let attempt = 0;
  let openedAt = 0;
  let lastHeard = 0;
  let reconnectTimer: TimerHandle | null = null;
  let pingTimer: TimerHandle | null = null;
  let idleTimer: TimerHandle | null = null;

  const setStatus = (next: RealtimeStatus): void => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };
  const clear = (handle: TimerHandle | null): null => {
    if (handle !== null) deps.clearTimer(handle);
    return null;
  };
  const send = (body: Record<string, unknown>): void => {
    if (socket && open) socket.send(JSON.stringify(body));
  };
  const sendChannels = (op: 'subscribe' | 'unsubscribe', channels: readonly string[]): void => {
    for (const part of chunks(channels, MAX_CHANNELS_PER_MESSAGE)) send({ op, channels: part });
  };
  const wanted = (): string[] => [...handlers.keys()];
  const wantsPrivate = (): boolean => wanted().some((c) => isPrivateChannel(c));

  /** After (re)connecting: public channels at once, private ones once the server has accepted the token. */
  function subscribeAll(): void {
    const token = deps.token();
    if (wantsPrivate() && token && !authed) send({ op: 'auth', token });
    sendChannels('subscribe', wanted().filter((c) => !isPrivateChannel(c) || authed));
  }

  function dispatch(events: BatchFrame['events']): void {
    for (const { ch, data } of events) {
      for (const entry of [...(handlers.get(ch) ?? [])]) {
        try {
          entry.handler(data);
        } catch (error) {
          // One broken consumer must not stop the others from getting the event.
          console.error(error);
        }
      }
    }
  }

  let queued: BatchFrame['events'][] = [];
  /** At once, or with everything else that arrives before the next frame (listeners are those of the frame's time). */
  function deliver(events: BatchFrame['events']): void {
    if (events.length === 0) return;
    if (!deps.frame) {
      dispatch(events);
      return;
    }
    queued.push(events);
    if (queued.length > 1) return;
    deps.frame(() => {
      const all = queued;
      queued = [];
      for (const batch of all) dispatch(batch);
    });
  }

  function onMessage(data: unknown): void {
    lastHeard = deps.now();
    const msg = parseMessage(data);
    if (msg === null) return;
    if (msg.op === 'batch') deliver(eventsOf(msg.events));
    else if (msg.op === 'authed') {
      authed = true;
      sendChannels('subscribe', wanted().filter((c) => isPrivateChannel(c)));
    }
  }

  function schedulePing(): void {
    pingTimer = clear(pingTimer);
    pingTimer = deps.setTimer(() => {
      pingTimer = null;
      if (!open) return;
      if (deps.now() - lastHeard >= o.deadMs) {
        drop();
        return;
      }
      send({ op: 'ping' });
      schedulePing();
    }, o.pingMs);
  }

  function connect(): void {
    reconnectTimer = clear(reconnectTimer);
    if (socket || handlers.size === 0) return;
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    let s: SocketLike;
    try {
      s = deps.connect();
    } catch {
      scheduleReconnect();
      return;
    }
    socket = s;
    s.onopen = () => {
      if (socket !== s) return;
      open = true;
      authed = false;
      openedAt = deps.now();
      lastHeard = openedAt;
      setStatus('open');
      subscribeAll();
      schedulePing();
    };
    s.onmessage = (event) => { if (socket === s) onMessage(event.data); };
    s.onclose = () => { if (socket === s) lost(); };
    s.onerror = () => { if (socket === s) drop(); };
  }

  /** The socket is gone: forget it and come back later if anything is still wanted. */
  function lost(): void {
    if (open && deps.now() - openedAt >= o.stableMs) attempt = 0;
    socket = null;
    open = false;
    authed = false;
    pingTimer = clear(pingTimer);
    if (handlers.size > 0) scheduleReconnect();
    else setStatus('idle');
  }

  /** Closes a socket this client no longer trusts (silence, error) and reconnects. */
  function drop(): void {
    const s = socket;
    lost();
    if (s) {
      s.onopen = s.onmessage = s.onclose = s.onerror = null;
      try { s.close(); } catch { /* already closed */ }
    }
  }

  function scheduleReconnect(): void {
    if (reconnectTimer !== null) return;
    setStatus('reconnecting');
    const delay = backoffDelay(attempt, deps.random(), o.backoffBaseMs, o.backoffMaxMs);
    attempt += 1;
    reconnectTimer = deps.setTimer(() => { reconnectTimer = null; connect(); }, delay);
  }

  function closeWhenIdle(): void {
    idleTimer = clear(idleTimer);
    idleTimer = deps.setTimer(() => {
      idleTimer = null;
      if (handlers.size > 0) return;
      reconnectTimer = clear(reconnectTimer);
      drop();
      attempt = 0;
      setStatus('idle');
    }, o.idleCloseMs);
  }

  /** Listens to a channel; the returned function stops listening. The server subscription is shared. */
  function subscribe<C extends Channel>(channel: C, handler: ChannelHandler<C>): () => void {
    // The dispatch hands a channel's listeners only that channel's events (see dispatch).
    const entry = { handler: handler as AnyHandler };
    let set = handlers.get(channel);
    const first = set === undefined;
    if (!set) handlers.set(channel, (set = new Set()));
    set.add(entry);
    idleTimer = clear(idleTimer);
    if (first) {
      if (!socket && reconnectTimer === null) connect();
      else if (!isPrivateChannel(channel) || authed) sendChannels('subscribe', [channel]);
      else {
        // A private channel on a socket that has not authenticated yet: the 'authed' answer subscribes it.
        const token = deps.token();
        if (token) send({ op: 'auth', token });
      }
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      const current = handlers.get(channel);
      if (!current?.delete(entry) || current.size > 0) return;
      handlers.delete(channel);
      sendChannels('unsubscribe', [channel]);
      if (handlers.size === 0) closeWhenIdle();
    };
  }

  return {
    subscribe,
    /** The session changed: private channels need the new token (or none), so start over on a fresh socket. */
    reauthenticate(): void {
      if (socket && wantsPrivate()) {
        drop();
        attempt = 0;
        reconnectTimer = clear(reconnectTimer);
        connect();
      }
    },
    /** The network came back or the page became visible: do not wait out the backoff. */
    wake(): void {
      if (reconnectTimer !== null) {
        attempt = 0;
        connect();
      } else if (open && deps.now() - lastHeard >= o.deadMs) drop();
    },
    status: (): RealtimeStatus => status,
    onStatus(listener: (s: RealtimeStatus) => void): () => void {
      statusListeners.add(listener);
      return () => { statusListeners.delete(listener); };
    },
    /** Channels currently wanted, for tests and diagnostics. */
    channels: wanted,
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
