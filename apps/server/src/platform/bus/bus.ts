import type { FastifyBaseLogger } from 'fastify';

/**
 * The topics of the bus and what each carries. Each module that publishes adds its topics with declaration merging in
 * its `<name>.events.ts` (`declare module '.../platform/bus/bus.js' { interface Topics { 'spot.trades': ... } }`).
 * Payloads are plain data (objects, arrays, strings, numbers, bigint), never class instances or functions, so a
 * broker adapter can encode them and several API nodes can share one bus.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Topics {}
export type Topic = keyof Topics & string;

export type Handler<T extends Topic> = (payload: Topics[T]) => void | Promise<void>;

/** Typed publish and subscribe with many subscribers per topic. */
export interface Bus {
  /** Hands the payload to every subscriber of the topic; a subscriber's error never reaches the publisher. */
  publish<T extends Topic>(topic: T, payload: Topics[T]): void;
  /** Answers the function that ends this subscription. */
  subscribe<T extends Topic>(topic: T, handler: Handler<T>): () => void;
  /** Resolves when every handler called so far has settled (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * The in-process bus, the embedded default. Subscribers run in subscription order, synchronously for synchronous
 * handlers; an error or a rejected promise of one is logged and the others still run.
 */
export class LocalBus implements Bus {
  private readonly handlers = new Map<string, Set<(payload: unknown) => void | Promise<void>>>();
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly log?: Pick<FastifyBaseLogger, 'error'>) {}

  publish<T extends Topic>(topic: T, payload: Topics[T]): void {
    for (const handler of [...(this.handlers.get(topic) ?? [])]) {
      try {
        const result = handler(payload);
        if (result instanceof Promise) this.track(topic, result);
      } catch (err) {
        this.report(topic, err);
      }
    }
  }

  subscribe<T extends Topic>(topic: T, handler: Handler<T>): () => void {
    const wrapped = handler as (payload: unknown) => void | Promise<void>;
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(wrapped);
    return () => { set.delete(wrapped); };
  }

  /**
   * Hands a payload to this process's subscribers and resolves when every one has settled (errors logged): how a
   * broker adapter delivers what another node published, acknowledging it only afterwards.
   */
  async deliver(topic: Topic, payload: unknown): Promise<void> {
    const results: Promise<unknown>[] = [];
    for (const handler of [...(this.handlers.get(topic) ?? [])]) {
      try {
        const result = handler(payload);
        if (result instanceof Promise) results.push(result.catch((err: unknown) => this.report(topic, err)));
      } catch (err) {
        this.report(topic, err);
      }
    }
    await Promise.all(results);
  }

  subscribers(topic: Topic): number {
    return this.handlers.get(topic)?.size ?? 0;
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private track(topic: string, promise: Promise<unknown>): void {
    const settled = promise.catch((err: unknown) => this.report(topic, err)).finally(() => this.running.delete(settled));
    this.running.add(settled);
  }

  private report(topic: string, err: unknown): void {
    this.log?.error({ err, topic }, 'bus subscriber failed');
  }
}
