import type { Kysely } from 'kysely';
import { buildApp } from './app.js';
import { assertFeedAllowed, loadConfig } from './config.js';
import { migrateApp } from './migrations.js';
import { logFirstAdmin } from './modules/backoffice/index.js';
import { openDatabase } from './platform/db/database.js';
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
  const app = await buildApp({ config, database, ...(testClock ? { clock: testClock, extraRoutes: (api) => registerTestClock(api, testClock, () => runDue()) } : {}) });
  runDue = () => app.platform.jobs.runDue();
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
