import { isPrivateChannel, isPublicChannel, type PrivateChannel } from '@candor/shared';

/**
 * The realtime fan-out: clients subscribe to channels; events are queued per channel and flushed to every
 * subscriber at most once per frame, each channel's payload serialised once per flush however many clients read it,
 * and each distinct batch built once for all the clients that receive the same one. A flush follows the first event
 * after a quiet frame at once (the feed's tick reaches clients without waiting for a frame boundary) and later
 * events within the frame wait for its end. Channels of market state (tickers, candles, depth) keep only their latest
 * event per frame; streams (trades, the user's own orders and balances) keep every event.
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

/**
 * The clients subscribed to exactly the same channels (most clients of a market page read the same ones): a flush
 * builds their batch once for the group and then only writes it to each socket, with no work per client besides.
 */
type Group = { key: string; channels: string[]; clients: Set<Client> };
const groupKey = (channels: Set<string>): string => [...channels].sort().join('\n');

export class Hub {
  private readonly clients = new Set<Client>();
  private readonly byChannel = new Map<string, Set<Client>>();
  /** The clients subscribed to a private channel: the only ones a user's event can be for (most clients only read markets). */
  private readonly privateListeners = new Set<Client>();
  private readonly groups = new Map<string, Group>();
  private readonly groupOf = new Map<Client, Group>();
  private pending: Pending = { latest: new Map(), streams: new Map() };
  private readonly privatePending = new Map<number, string[]>();
  private timer: NodeJS.Timeout | null = null;
  private lastFlush: number;
  private nextId = 1;

  constructor(private readonly frameMs = 100) {
    this.lastFlush = Date.now();
  }

  get size(): number {
    return this.clients.size;
  }

  newClientId(): number {
    return this.nextId++;
  }

  add(client: Client): void {
    this.clients.add(client);
  }

  remove(client: Client): void {
    this.clients.delete(client);
    this.privateListeners.delete(client);
    for (const ch of client.channels) this.byChannel.get(ch)?.delete(client);
    client.channels.clear();
    this.regroup(client, false);
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
      if (isPrivateChannel(ch)) this.privateListeners.add(client);
      let set = this.byChannel.get(ch);
      if (!set) this.byChannel.set(ch, (set = new Set()));
      set.add(client);
    }
    this.regroup(client, true);
    return refused;
  }

  unsubscribe(client: Client, channels: string[]): void {
    for (const ch of channels) {
      client.channels.delete(ch);
      this.byChannel.get(ch)?.delete(client);
    }
    if (![...client.channels].some((ch) => isPrivateChannel(ch))) this.privateListeners.delete(client);
    this.regroup(client, true);
  }

  /** Moves a client to the group of its channels as they now stand (out of every group when it leaves). */
  private regroup(client: Client, stays: boolean): void {
    const before = this.groupOf.get(client);
    const key = stays && client.channels.size > 0 ? groupKey(client.channels) : undefined;
    if (before?.key === key) return;
    if (before) {
      before.clients.delete(client);
      if (before.clients.size === 0) this.groups.delete(before.key);
      this.groupOf.delete(client);
    }
    if (key === undefined) return;
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = { key, channels: key.split('\n'), clients: new Set() }));
    group.clients.add(client);
    this.groupOf.set(client, group);
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
    this.schedule();
  }

  /** Whether a client of this user listens to one of the private channels (so the event is worth preparing). */
  wantsPrivate(userId: number, channel: PrivateChannel): boolean {
    for (const c of this.privateListeners) if (c.userId === userId && c.channels.has(channel)) return true;
    return false;
  }

  /** Queues an event of one user's private channel for that user's subscribed clients. */
  publishToUser(userId: number, channel: PrivateChannel, data: unknown): void {
    // Nobody of this user listens: not even serialised (every order of every user comes through here).
    if (!this.wantsPrivate(userId, channel)) return;
    const text = JSON.stringify({ ch: channel, data });
    const list = this.privatePending.get(userId);
    if (list) list.push(text);
    else this.privatePending.set(userId, [text]);
    this.schedule();
  }

  /** Sends one batch message per client holding everything queued for it this frame. */
  flush(now = Date.now()): number {
    this.lastFlush = now;
    const { latest, streams } = this.pending;
    const privateQueue = new Map(this.privatePending);
    this.pending = { latest: new Map(), streams: new Map() };
    this.privatePending.clear();
    const texts = new Map<string, string>(latest);
    for (const [channel, list] of streams) texts.set(channel, list.join(','));
    const privateParts = new Map<Client, string[]>();
    if (privateQueue.size > 0) {
      for (const c of this.privateListeners) {
        const queued = c.userId !== null ? privateQueue.get(c.userId) : undefined;
        if (!queued) continue;
        const wanted = queued.filter((t) => [...c.channels].some((ch) => isPrivateChannel(ch) && t.startsWith(`{"ch":"${ch}"`)));
        if (wanted.length > 0) privateParts.set(c, wanted);
      }
    }
    const batchOf = (events: string) => `{"op":"batch","ts":${now},"events":[${events}]}`;
    let sent = 0;
    // Per group, the public channels that have news (in the group's order), joined once; then one write per client.
    if (texts.size > 0) {
      for (const group of this.groups.values()) {
        let events = '';
        for (const ch of group.channels) {
          const text = texts.get(ch);
          if (text !== undefined) events = events === '' ? text : `${events},${text}`;
        }
        if (events === '') continue;
        const batch = batchOf(events);
        for (const client of group.clients) {
          if (client.buffered() > MAX_BUFFERED) continue;
          const own = privateParts.get(client);
          if (own) privateParts.delete(client);
          client.send(own ? batchOf(`${events},${own.join(',')}`) : batch);
          sent++;
        }
      }
    }
    // The clients with news of their own only.
    for (const [client, own] of privateParts) {
      if (client.buffered() > MAX_BUFFERED) continue;
      client.send(batchOf(own.join(',')));
      sent++;
    }
    return sent;
  }

  /**
   * A flush at the end of the current frame, or at once (next turn of the event loop) after a quiet frame. Frames
   * count from when a flush was due, not from when it ran: a flush the event loop held late (the feed's writes, a
   * busy turn) must not hold the next frame back by as much (the feed's next tick would wait that long again).
   */
  private schedule(): void {
    if (this.timer || this.clients.size === 0) return;
    const now = Date.now();
    const due = Math.max(now, this.lastFlush + this.frameMs);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
      this.lastFlush = due;
    }, due - now);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  close(): void {
    this.stopTimer();
    this.clients.clear();
    this.privateListeners.clear();
    this.byChannel.clear();
  }
}
