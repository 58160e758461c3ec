import type { FastifyBaseLogger } from 'fastify';
import { connect, type NatsConnection } from 'nats';

export type { NatsConnection };

/**
 * Opens the node's one connection to NATS (BUS_URL, e.g. nats://127.0.0.1:4222; credentials in the URL when the broker
 * asks for them). It reconnects for ever, half a second apart, and logs every change of state. The platform keeps it
 * (`Platform.nats`) for the bus and for anything else that speaks NATS (market ownership's request/reply).
 */
export async function connectNats(url: string, log: Pick<FastifyBaseLogger, 'info' | 'warn'>, name = 'candor'): Promise<NatsConnection> {
  const nc = await connect({ servers: url, name, reconnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 500, waitOnFirstConnect: false });
  log.info({ server: nc.getServer() }, 'bus connected to NATS');
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'pingTimer') continue;
      log.warn({ status: s.type, data: typeof s.data === 'object' ? String(s.data) : s.data }, 'NATS connection status');
    }
  })().catch(() => undefined);
  return nc;
}

/** Whether a NATS server answers at the URL within a second (tests skip with a reason when it does not). */
export async function natsReachable(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  try {
    const nc = await connect({ servers: url, timeout: 1000, reconnect: false });
    await nc.close();
    return true;
  } catch {
    return false;
  }
}
