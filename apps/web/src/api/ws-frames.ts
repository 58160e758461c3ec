import type { BatchFrame } from '@candor/shared';

// What travels on the socket: the server's messages checked at the boundary, the client's channel lists cut to the
// server's limit, and the wait before a reconnect.

/** The server accepts at most this many channels in one message. */
export const MAX_CHANNELS_PER_MESSAGE = 100;

/**
 * The wait before reconnect attempt `attempt` (0 for the first): exponential, capped, with "equal jitter" (half
 * fixed, half random) so a crowd of clients dropped at once does not return at once.
 */
export function backoffDelay(attempt: number, random: number, base: number, max: number): number {
  const ceiling = Math.min(max, base * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(Math.max(random, 0), 1));
}

/** A message as the network delivers it, before the one check of its frame below. */
export type ServerMessage = { op?: unknown; events?: unknown; refused?: unknown };

export function parseMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ServerMessage) : null;
  } catch {
    return null;
  }
}

/**
 * The boundary: the events of a batch frame, checked as a frame (a list of events, each with a channel name). Their
 * payloads are the server's, typed by the same contract (packages/shared/src/api/realtime.ts), and go to the listeners
 * of their channel only.
 */
export function eventsOf(events: unknown): BatchFrame['events'] {
  if (!Array.isArray(events)) return [];
  return (events as unknown[]).filter((e): e is BatchFrame['events'][number] =>
    typeof e === 'object' && e !== null && typeof (e as { ch?: unknown }).ch === 'string');
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
