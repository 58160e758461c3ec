import { randomBytes } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { connectNats, natsReachable } from './nats-connection.js';
import { NatsBus, type NatsBusOptions } from './nats-bus.js';

/**
 * The NATS of the cluster tests: BUS_URL (nats://127.0.0.1:4222 in .ci/run). Without it, or when nothing answers
 * there, those tests are skipped and say why.
 */
export const busUrl = process.env.BUS_URL && /^nats:\/\//.test(process.env.BUS_URL) ? process.env.BUS_URL : undefined;
export const natsUp = await natsReachable(busUrl);
export const natsSkipReason = busUrl ? `NATS not reachable at ${busUrl}` : 'BUS_URL=nats://... not set';
if (!natsUp) console.warn(`cluster tests skipped: ${natsSkipReason}`);

const quiet = { info: () => undefined, warn: () => undefined };

/** A fresh subject prefix and stream per test, so runs and tests never hear each other; dropped by `dropStream`. */
export const freshPrefix = (): string => `t${randomBytes(5).toString('hex')}`;

export async function openTestBus(prefix: string, node: string, o: Partial<NatsBusOptions> = {}): Promise<{ bus: NatsBus; nc: NatsConnection; close(): Promise<void> }> {
  const nc = await connectNats(busUrl ?? '', quiet, node);
  const bus = await NatsBus.open(nc, { prefix, node, maxAgeMs: 600_000, ...o });
  return { bus, nc, async close() { await bus.close(); await nc.close(); } };
}

export async function dropStream(prefix: string): Promise<void> {
  const nc = await connectNats(busUrl ?? '', quiet);
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(`${prefix.toUpperCase()}_EVENTS`).catch(() => false);
  } finally {
    await nc.close();
  }
}
