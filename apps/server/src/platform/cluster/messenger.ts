import { connect, type NatsConnection } from 'nats';

/** Why a request got no answer: nobody listens on the subject, or the listener did not answer in time. */
export class NoAnswer extends Error {
  constructor(readonly reason: 'no_responders' | 'timeout') {
    super(reason);
    this.name = 'NoAnswer';
  }
}

/** Request/reply on a broker, as the router needs it (NATS here; the lead may hand over the bus's connection). */
export interface Messenger {
  request(subject: string, data: Uint8Array, timeoutMs: number): Promise<Uint8Array>;
  /** Answers every request on the subject; the function answered ends the subscription. */
  reply(subject: string, handler: (data: Uint8Array) => Promise<Uint8Array>): () => void;
  close(): Promise<void>;
}

/** The router's side of a NATS connection (one connection per node; request/reply needs no stream). */
export class NatsMessenger implements Messenger {
  constructor(private readonly nc: NatsConnection, private readonly owned = true) {}

  static async open(url: string, name: string): Promise<NatsMessenger> {
    return new NatsMessenger(await connect({ servers: url, name, maxReconnectAttempts: -1 }));
  }

  async request(subject: string, data: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    try {
      return (await this.nc.request(subject, data, { timeout: timeoutMs })).data;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code === '503') throw new NoAnswer('no_responders');
      if (code === 'TIMEOUT') throw new NoAnswer('timeout');
      throw err;
    }
  }

  reply(subject: string, handler: (data: Uint8Array) => Promise<Uint8Array>): () => void {
    const sub = this.nc.subscribe(subject, {
      callback: (err, msg) => {
        if (err) return;
        void handler(msg.data).then((out) => msg.respond(out), () => undefined);
      },
    });
    return () => sub.unsubscribe();
  }

  async close(): Promise<void> {
    if (this.owned) await this.nc.drain().catch(() => undefined);
  }
}
