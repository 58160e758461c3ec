import type { NatsConnection } from 'nats';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { connectNats } from '../platform/bus/nats-connection.js';
import { NatsBus } from '../platform/bus/nats-bus.js';
import { busUrl, dropStream, freshPrefix } from '../platform/bus/nats.testkit.js';
import { ManualClock } from '../platform/clock.js';
import { NatsMessenger, openCluster, type Messenger, type NodeCluster } from '../platform/cluster/index.js';
import { quietLog } from '../platform/cluster/cluster.testkit.js';
import { openDatabase } from '../platform/db/database.js';
import { TEST_SECRETS_KEY } from './harness.js';
import { createFromTemplate, dropDatabase, urlFor } from './pg-template.js';

export type ClusterNode = { app: App; bus: NatsBus; nats: NatsConnection; cluster: NodeCluster | null };

/** What a test cluster adds: market ownership (leases and routing, as main.ts opens it) and settings of every node. */
export type ClusterOptions = { ownership?: boolean; env?: Record<string, string> };

/** The routed calls of one test cluster on subjects of its own, so clusters of tests running at once never answer each other. */
const prefixed = (m: Messenger, prefix: string): Messenger => ({
  request: (subject, data, timeoutMs) => m.request(`${prefix}.${subject}`, data, timeoutMs),
  reply: (subject, handler) => m.reply(`${prefix}.${subject}`, handler),
  close: () => m.close(),
});

const quiet = { info: () => undefined, warn: () => undefined };

/**
 * Several API nodes of one install, as a cluster runs them: one PostgreSQL database (a copy of the migrated template),
 * each node its own pool, its own NATS connection and its own NatsBus (BUS_URL, a fresh subject prefix and stream per
 * cluster). One manual clock drives all. `stop(i)` closes one node as a stopped process would. With `ownership`, each
 * node also contends for the markets (platform/cluster) and routes what it does not own to the owner.
 */
export async function createClusterApps(count: number, pgUrl: string, options: ClusterOptions = {}): Promise<{ nodes: ClusterNode[]; clock: ManualClock; stop(i: number): Promise<void>; close(): Promise<void> }> {
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 12, 0, 0));
  const pgDatabase = await createFromTemplate(pgUrl);
  const url = urlFor(pgUrl, pgDatabase);
  const prefix = freshPrefix();
  const nodes: ClusterNode[] = [];
  const closers: (() => Promise<void>)[] = [];
  for (let i = 0; i < count; i++) {
    const node = `node${i}`;
    const config = loadConfig({
      NODE_ENV: 'test', DEV_OUTBOX: '1', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_ANON_PER_MINUTE: '100000',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000', SECRETS_KEY: TEST_SECRETS_KEY, DATABASE_URL: url, BUS_URL: busUrl ?? '', NODE_ID: node, MARKET_FEED: 'off', ...options.env,
    });
    const database = openDatabase({ kind: 'postgres', url });
    const nats = await connectNats(busUrl ?? '', quiet, node);
    const bus = await NatsBus.open(nats, { prefix, node, maxAgeMs: 600_000 });
    const cluster = options.ownership
      ? await openCluster({ node, databaseUrl: url, busUrl: busUrl ?? '' }, quietLog, prefixed(new NatsMessenger(nats, false), prefix))
      : null;
    const app = await buildApp({ config, database, clock, logger: false, bus, nats, ...(cluster ? { cluster } : {}) });
    await app.ready();
    // The modules' start: with ownership, spot contends for its markets there (as main.ts starts a node).
    if (cluster) await app.start();
    await bus.ready();
    nodes.push({ app, bus, nats, cluster });
    let closed = false;
    closers.push(async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await cluster?.close();
      await bus.close();
      await nats.close();
      await database.close();
    });
  }
  return {
    nodes, clock,
    stop: (i) => closers[i]?.() ?? Promise.resolve(),
    async close() {
      for (const c of closers) await c();
      await dropStream(prefix);
      await dropDatabase(pgUrl, pgDatabase);
    },
  };
}
