import type { FastifyBaseLogger } from 'fastify';
import {
  AckPolicy, DeliverPolicy, headers, nanos, RetentionPolicy, StorageType,
  type ConsumerMessages, type JetStreamClient, type JetStreamManager, type Msg, type MsgHdrs, type NatsConnection, type Subscription,
} from 'nats';
import { LocalBus, type Bus, type Handler, type Topic, type Topics } from './bus.js';
import { decodePayload, encodePayload } from './codec.js';
import { DURABLE_TOPICS } from './durable-topics.js';

export type NatsBusOptions = {
  /** This node's stable name: its durable consumers carry it, so a restarted node replays what it missed. */
  node: string;
  /** Subjects are `<prefix>.<topic>`; one install per prefix (tests take a fresh one). */
  prefix?: string;
  /** The JetStream stream of the durable topics (subjects `<prefix>.durable.>`). */
  stream?: string;
  /** Which topics go through the stream (DURABLE_TOPICS by default). */
  durable?: readonly Topic[];
  /** How long the stream keeps an event (a node down longer starts from what is left); 24 hours by default. */
  maxAgeMs?: number;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

/** The header naming the node that published: its own subscribers had the payload already, in process. */
const ORIGIN = 'Candor-Node';
const DAY_MS = 86_400_000;

type Follower = { stop(): Promise<void> };

const nameOf = (s: string): string => s.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * The bus on NATS, for several API nodes (BUS_URL=nats://...). A publish reaches this node's subscribers at once, in
 * process (exactly as the in-process bus does), and every other node through NATS: durable topics through a JetStream
 * stream (a durable consumer per node and topic, acknowledged after the subscribers settled, replayed after a
 * disconnection or a restart), the others as plain subjects (tickers and depth: the next one replaces a lost one).
 * A message carries its publishing node, which skips its own copy: a node's subscribers hear each event once.
 */
export class NatsBus implements Bus {
  private readonly local: LocalBus;
  private readonly followers = new Map<string, Promise<Follower | null>>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly durable: ReadonlySet<string>;
  private readonly js: JetStreamClient;
  private closed = false;

  private constructor(readonly connection: NatsConnection, private readonly jsm: JetStreamManager, private readonly o: Required<Omit<NatsBusOptions, 'log'>> & Pick<NatsBusOptions, 'log'>) {
    this.local = new LocalBus(o.log);
    this.durable = new Set(o.durable);
    this.js = connection.jetstream();
  }

  /** Opens the bus on a connection: the stream of the durable topics is made (or its subjects and age kept up to date). */
  static async open(connection: NatsConnection, options: NatsBusOptions): Promise<NatsBus> {
    const prefix = options.prefix ?? 'candor';
    const o = { prefix, stream: options.stream ?? `${nameOf(prefix).toUpperCase()}_EVENTS`, durable: options.durable ?? DURABLE_TOPICS, maxAgeMs: options.maxAgeMs ?? DAY_MS, node: options.node, log: options.log };
    const jsm = await connection.jetstreamManager();
    const config = { subjects: [`${prefix}.durable.>`], retention: RetentionPolicy.Limits, storage: StorageType.File, max_age: nanos(o.maxAgeMs), max_bytes: 1024 ** 3 };
    try {
      await jsm.streams.info(o.stream);
      await jsm.streams.update(o.stream, config);
    } catch {
      await jsm.streams.add({ name: o.stream, ...config });
    }
    return new NatsBus(connection, jsm, o);
  }

  get node(): string {
    return this.o.node;
  }

  publish<T extends Topic>(topic: T, payload: Topics[T]): void {
    this.local.publish(topic, payload);
    if (this.closed) return;
    const h = headers();
    h.set(ORIGIN, this.o.node);
    try {
      const data = encodePayload(payload);
      if (this.durable.has(topic)) this.track(topic, this.js.publish(this.subjectOf(topic), data, { headers: h }));
      else this.connection.publish(this.subjectOf(topic), data, { headers: h });
    } catch (err) {
      this.o.log?.error({ err, topic }, 'bus publish to NATS failed');
    }
  }

  subscribe<T extends Topic>(topic: T, handler: Handler<T>): () => void {
    const off = this.local.subscribe(topic, handler);
    if (!this.followers.has(topic) && !this.closed) {
      const follower = (this.durable.has(topic) ? this.followStream(topic) : this.followSubject(topic))
        .catch((err: unknown) => { this.o.log?.error({ err, topic }, 'bus could not follow a NATS topic'); return null; });
      this.followers.set(topic, follower);
    }
    return off;
  }

  /** Resolves when every topic subscribed so far is followed on NATS (a durable consumer made, a subject subscribed). */
  async ready(): Promise<void> {
    await Promise.all([...this.followers.values()]);
  }

  /**
   * Resolves when this node's publishes have reached NATS and every handler called so far has settled (tests,
   * shutdown). What other nodes published and is still on its way is not waited for.
   */
  async idle(): Promise<void> {
    await this.ready();
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    if (!this.connection.isClosed()) await this.connection.flush().catch(() => undefined);
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    await this.local.idle();
  }

  /** Stops following NATS (the connection stays open: its owner closes it); local subscribers keep working. */
  async close(): Promise<void> {
    await this.idle();
    this.closed = true;
    const followers = await Promise.all([...this.followers.values()]);
    this.followers.clear();
    await Promise.all(followers.map((f) => f?.stop()));
    // The unsubscribes reach the server before close() resolves: a durable consumer's pull still open there would take
    // what is published next into an inbox nobody reads, to be redelivered only after the ack wait (30 s), out of order.
    if (!this.connection.isClosed()) await this.connection.flush().catch(() => undefined);
  }

  private subjectOf(topic: string): string {
    return this.durable.has(topic) ? `${this.o.prefix}.durable.${topic}` : `${this.o.prefix}.plain.${topic}`;
  }

  private fromSelf(h: MsgHdrs | undefined): boolean {
    return h?.get(ORIGIN) === this.o.node;
  }

  private async followSubject(topic: Topic): Promise<Follower> {
    const sub: Subscription = this.connection.subscribe(this.subjectOf(topic), {
      callback: (err, msg: Msg) => {
        if (err) { this.o.log?.warn({ err, topic }, 'NATS subscription error'); return; }
        if (this.fromSelf(msg.headers)) return;
        this.track(topic, this.deliver(topic, msg.data));
      },
    });
    // The server knows the subscription once the flush returns: `ready()` means what is published next arrives.
    await this.connection.flush();
    return { stop: async () => { sub.unsubscribe(); } };
  }

  /** A durable consumer of this node for the topic: made when missing (new events only), resumed where it stopped otherwise. */
  private async followStream(topic: Topic): Promise<Follower> {
    const durable = nameOf(`${this.o.node}__${topic}`);
    await this.jsm.consumers.add(this.o.stream, {
      durable_name: durable, filter_subject: this.subjectOf(topic), ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.New,
      ack_wait: nanos(30_000), max_deliver: -1, inactive_threshold: nanos(this.o.maxAgeMs),
    });
    const consumer = await this.js.consumers.get(this.o.stream, durable);
    const messages: ConsumerMessages = await consumer.consume({ max_messages: 256 });
    const loop = (async () => {
      for await (const m of messages) {
        // In order, one at a time; acknowledged once this node's subscribers settled (their errors are logged).
        if (!this.fromSelf(m.headers)) {
          const delivered = this.deliver(topic, m.data);
          this.track(topic, delivered);
          await delivered;
        }
        m.ack();
      }
    })().catch((err: unknown) => this.o.log?.error({ err, topic }, 'bus stream consumer stopped'));
    return {
      stop: async () => {
        messages.stop();
        await loop;
      },
    };
  }

  private deliver(topic: Topic, data: Uint8Array): Promise<void> {
    let payload: unknown;
    try {
      payload = decodePayload(data);
    } catch (err) {
      this.o.log?.error({ err, topic }, 'bus payload not decoded');
      return Promise.resolve();
    }
    return this.local.deliver(topic, payload);
  }

  private track(topic: string, promise: Promise<unknown>): void {
    const settled = promise.catch((err: unknown) => this.o.log?.error({ err, topic }, 'bus publish to NATS failed'))
      .finally(() => this.pending.delete(settled));
    this.pending.add(settled);
  }
}
