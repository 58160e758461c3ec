import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection } from 'nats';
import { connectNats } from './nats-connection.js';
import { NatsBus } from './nats-bus.js';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Writes to the console until the app's logger exists (`use`), then to it. */
function deferredLog(): { log: Log; use(log: Log): void } {
  let target: Log | null = null;
  const write = (level: 'info' | 'warn' | 'error') => (obj: unknown, msg?: string) => {
    if (target) target[level](obj, msg);
    else console[level === 'info' ? 'log' : level](msg ?? '', obj);
  };
  return { log: { info: write('info'), warn: write('warn'), error: write('error') } as Log, use: (log) => { target = log; } };
}

/**
 * A node of several (BUS_URL): its NATS connection and the bus on it, opened before the app is built (the modules
 * subscribe while it is composed); `useLog` hands it the app's logger once there is one. `close` stops the bus's
 * consumers and drains the connection, after the app closed.
 */
export async function openClusterBus(cluster: { busUrl: string; node: string }): Promise<{ bus: NatsBus; nats: NatsConnection; useLog(log: Log): void; close(): Promise<void> }> {
  const { log, use } = deferredLog();
  const nats = await connectNats(cluster.busUrl, log, `candor-${cluster.node}`);
  const bus = await NatsBus.open(nats, { node: cluster.node, log });
  return {
    bus, nats, useLog: use,
    async close() {
      await bus.close();
      await nats.drain().catch(() => undefined);
    },
  };
}
