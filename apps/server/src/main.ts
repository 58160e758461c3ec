import type { Kysely } from 'kysely';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './platform/db/database.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { logFirstAdmin } from './modules/admin/admin.service.js';
import { SimulatedFeed } from './modules/market/index.js';
import { MarketMaker } from './modules/spot/index.js';
import { reconcileSampleAddresses } from './modules/deposits/index.js';

/** Process entry: config -> database -> app -> listen, with a graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  await migrateToLatest(database.db as unknown as Kysely<unknown>);
  const app = await buildApp({ config, database });
  logFirstAdmin(app.log, await app.services.admin.bootstrap(config.firstAdminUsername, config.firstAdminPassword), config.firstAdminPassword !== undefined);
  // A trial install gets sample deposit addresses (marked as such); production never keeps any.
  const samples = await reconcileSampleAddresses(config, app.services.coins);
  if (samples.set + samples.cleared > 0) app.log.info(samples, 'sample deposit addresses reconciled');

  const market = app.services.market;
  // The swap account is the counterparty of every swap; funded through the ledger once (idempotent).
  await app.services.swap.fundLiquidity();
  const restored = await app.services.spot.restore();
  if (restored > 0) app.log.info({ restored }, 'resting spot orders restored');
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await market.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Candor is running at http://localhost:${config.port}`);

  // The API answers at once; a fresh install's market history fills in, then the live feed follows.
  if (config.marketFeed === 'sim') {
    const feed = new SimulatedFeed(market.markets, config.marketSeed, Date.now(), config.marketTickMs);
    const started = Date.now();
    if (await market.backfillIfEmpty(feed)) app.log.info({ ms: Date.now() - started }, 'market history back-filled');
    await market.start(feed);
    app.log.info('market feed started');
  }
  if (config.marketMaker && config.marketFeed !== 'off') {
    const { spot, ledger } = app.services;
    const maker = new MarketMaker(spot, ledger, app.log);
    await maker.fund();
    await maker.withdrawAll();
    market.onTicks((ticks) => { for (const t of ticks) maker.onPrice(t.symbol, t.price, t.time); });
    app.log.info('market maker quoting');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
