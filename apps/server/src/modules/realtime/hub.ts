import { isPrivateChannel, isPublicChannel, type PrivateChannel } from '@candor/shared';

/**
 * The realtime fan-out: clients subscribe to channels; events are queued per channel and flushed to every
 * subscriber once per frame, each channel's payload serialised once per flush however many clients read it.
 * Channels of market state (tickers, candles, depth) keep only their latest event per frame; streams (trades,
 * the user's own orders and balances) keep every event.
 */
export type Client = {
  id: number;
  userId: number | null;
  channels: Set<string>;
  send(text: string): void;
  /** Bytes waiting in the socket; a client far behind is skipped for a frame rather than buffered without end. */
  buffered(): number;
};

const LATEST_ONLY = /^(ticker\.|candle\.|depth\.)/;
const MAX_BUFFERED = 4 * 1024 * 1024;
export const MAX_CHANNELS_PER_CLIENT = 100;

type Pending = { latest: Map<string, string>; streams: Map<string, string[]> };

export class Hub {
  private readonly clients = new Set<Client>();
  private readonly byChannel = new Map<string, Set<Client>>();
  private pending: Pending = { latest: new Map(), streams: new Map() };
  private readonly privatePending = new Map<number, string[]>();
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;

  constructor(private readonly frameMs = 100) {}

  get size(): number {
    return this.clients.size;
  }

  newClientId(): number {
    return this.nextId++;
  }

  add(client: Client): void {
    this.clients.add(client);
    this.ensureTimer();
  }

  remove(client: Client): void {
    this.clients.delete(client);
    for (const ch of client.channels) this.byChannel.get(ch)?.delete(client);
    client.channels.clear();
    if (this.clients.size === 0) this.stopTimer();
  }

  /** Subscribes to public channels, and to private ones once the client has authenticated; answers the refused. */
  subscribe(client: Client, channels: string[]): string[] {
    const refused: string[] = [];
    for (const ch of channels) {
      const allowed = isPublicChannel(ch) || (isPrivateChannel(ch) && client.userId !== null);
      if (!allowed || client.channels.size >= MAX_CHANNELS_PER_CLIENT) {
        refused.push(ch);
        continue;
      }
      client.channels.add(ch);
      let set = this.byChannel.get(ch);
      if (!set) this.byChannel.set(ch, (set = new Set()));
      set.add(client);
    }
    return refused;
  }

  unsubscribe(client: Client, channels: string[]): void {
    for (const ch of channels) {
      client.channels.delete(ch);
      this.byChannel.get(ch)?.delete(client);
    }
  }

  hasSubscribers(channel: string): boolean {
    return (this.byChannel.get(channel)?.size ?? 0) > 0;
  }

  /** Queues a public event for the next frame. */
  publish(channel: string, data: unknown): void {
    if (!this.hasSubscribers(channel)) return;
    const text = JSON.stringify({ ch: channel, data });
    if (LATEST_ONLY.test(channel)) {
      this.pending.latest.set(channel, text);
    } else {
      const list = this.pending.streams.get(channel);
      if (list) list.push(text);
      else this.pending.streams.set(channel, [text]);
    }
  }

  /** Whether a client of this user listens to one of the private channels (so the event is worth preparing). */
  wantsPrivate(userId: number, channel: PrivateChannel): boolean {
    for (const c of this.clients) if (c.userId === userId && c.channels.has(channel)) return true;
    return false;
  }

  /** Queues an event of one user's private channel for that user's subscribed clients. */
  publishToUser(userId: number, channel: PrivateChannel, data: unknown): void {
    const text = JSON.stringify({ ch: channel, data });
    const list = this.privatePending.get(userId);
    if (list) list.push(text);
    else this.privatePending.set(userId, [text]);
  }

  /** Sends one batch message per client holding everything queued for it this frame. */
  flush(now = Date.now()): number {
    const { latest, streams } = this.pending;
    const privateQueue = new Map(this.privatePending);
    this.pending = { latest: new Map(), streams: new Map() };
    this.privatePending.clear();
    const parts = new Map<Client, string[]>();
    const add = (client: Client, texts: readonly string[]) => {
      const list = parts.get(client);
      if (list) list.push(...texts);
      else parts.set(client, [...texts]);
    };
    for (const [channel, text] of latest) for (const c of this.byChannel.get(channel) ?? []) add(c, [text]);
    for (const [channel, texts] of streams) for (const c of this.byChannel.get(channel) ?? []) add(c, texts);
    if (privateQueue.size > 0) {
      for (const c of this.clients) {
        const texts = c.userId !== null ? privateQueue.get(c.userId) : undefined;
        if (!texts) continue;
        const wanted = texts.filter((t) => [...c.channels].some((ch) => isPrivateChannel(ch) && t.startsWith(`{"ch":"${ch}"`)));
        if (wanted.length > 0) add(c, wanted);
      }
    }
    let sent = 0;
    for (const [client, texts] of parts) {
      if (client.buffered() > MAX_BUFFERED) continue;
      client.send(`{"op":"batch","ts":${now},"events":[${texts.join(',')}]}`);
      sent++;
    }
    return sent;
  }

  private ensureTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.flush(), this.frameMs);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  close(): void {
    this.stopTimer();
    this.clients.clear();
    this.byChannel.clear();
  }
}
