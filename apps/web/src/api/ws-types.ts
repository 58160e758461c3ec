import type { Channel, ChannelData } from '@candor/shared';

// The realtime client's vocabulary: what it needs from the browser (injected), its options and what listeners get.

/** The part of a WebSocket this client uses (the browser's WebSocket fits; tests pass a fake). */
export type SocketLike = {
  send(data: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
};

export type TimerHandle = unknown;

export type RealtimeDeps = {
  connect: () => SocketLike;
  /** The session token, for private channels; null when signed out. */
  token: () => string | null;
  setTimer: (run: () => void, ms: number) => TimerHandle;
  clearTimer: (handle: TimerHandle) => void;
  now: () => number;
  random: () => number;
  /**
   * Runs delivery at the next frame (the browser's animation frame): every event that arrived meanwhile reaches its
   * listeners in that one turn, so a page renders once per frame however many messages came. Absent: at once.
   */
  frame?: (run: () => void) => void;
  options?: Partial<RealtimeOptions>;
};

export type RealtimeOptions = {
  /** An app-level ping this often while open. */
  pingMs: number;
  /** Nothing heard for this long (not even a pong): the link is dead, reconnect. */
  deadMs: number;
  /** First reconnect delay, doubled per failed attempt up to `backoffMaxMs`, with jitter. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A connection open at least this long counts as healthy: the next failure starts the backoff again. */
  stableMs: number;
  /** The socket stays open this long after the last channel is dropped (page changes re-use it). */
  idleCloseMs: number;
};

export const DEFAULT_OPTIONS: RealtimeOptions = {
  pingMs: 15_000, deadMs: 40_000, backoffBaseMs: 500, backoffMaxMs: 30_000, stableMs: 10_000, idleCloseMs: 10_000,
};

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';
/** What a listener of a channel receives: the channel's payload (packages/shared/src/api/realtime.ts). */
export type ChannelHandler<C extends Channel> = (data: ChannelData<C>) => void;
/** A handler as the dispatch table keeps it: the frame's payload goes to the listeners of its channel name. */
export type AnyHandler = (data: unknown) => void;
