import type { Kysely } from 'kysely';
import { buildApp } from './app.js';
import { assertFeedAllowed, loadConfig } from './config.js';
import { migrateApp } from './migrations.js';
import { logFirstAdmin } from './modules/backoffice/index.js';
import { clusterConfigFromEnv, NatsMessenger, openCluster, SwitchLog } from './platform/cluster/index.js';
import { openDatabase } from './platform/db/database.js';
import { openClusterBus } from './platform/bus/cluster-bus.js';
import { OffsetClock, registerTestClock } from './platform/test-clock.js';

/** Process entry: config -> database -> app -> modules' start-up -> listen -> scheduler, with a graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  assertFeedAllowed(config);
  const database = openDatabase(config.database);
  await migrateApp(database.db as unknown as Kysely<unknown>);
  // TEST_CLOCK=1 (browser journeys, never production): time moves when POST /api/dev/clock says so.
  const testClock = config.testClock ? new OffsetClock() : null;
  let runDue: () => Promise<unknown> = async () => undefined;
  // BUS_URL: this node is one of several, its bus on NATS (platform/bus/nats-bus.ts); otherwise the in-process bus.
  const clusterBus = config.cluster ? await openClusterBus(config.cluster) : null;
  // Several API nodes on PostgreSQL with a broker (BUS_URL=nats://...): each market is owned by one node at a time
  // (platform/cluster); otherwise this process owns every market.
  const clusterConfig = clusterConfigFromEnv(process.env, config.database.kind === 'postgres' ? config.database.url : null);
  const clusterLog = new SwitchLog();
  // It speaks over the bus's NATS connection when there is one (one connection per node).
  const cluster = clusterConfig ? await openCluster(clusterConfig, clusterLog, clusterBus ? new NatsMessenger(clusterBus.nats, false) : undefined) : undefined;
  const app = await buildApp({
    config, database, ...(clusterBus ? { bus: clusterBus.bus, nats: clusterBus.nats } : {}), ...(cluster ? { cluster } : {}),
    ...(testClock ? { clock: testClock, extraRoutes: (api) => registerTestClock(api, testClock, () => runDue()) } : {}),
  });
  runDue = () => app.platform.jobs.runDue();
  clusterBus?.useLog(app.log);
  await clusterBus?.bus.ready();
  clusterLog.target = app.log;
  if (cluster) app.log.info({ node: cluster.node }, 'cluster: this node shares its markets with the other API nodes');
  logFirstAdmin(app.log, await app.services.backoffice.bootstrap(config.firstAdminUsername, config.firstAdminPassword), config.firstAdminPassword !== undefined);
  // Each module's start-up before listening: sample addresses, the swap account's funding, resting orders back on
  // their books, the market maker.
  await app.start();

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    // Ends the lease session: the other nodes take this node's markets over at their next try.
    await cluster?.close();
    await clusterBus?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The API answers at once; then the market feed starts (a fresh install's history back-fills first).
  await app.listening();
  app.platform.jobs.start();
  app.log.info(`Candor is running at http://localhost:${config.port}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
