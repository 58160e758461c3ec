// Options settlement: 100,000 orders of 1,000 users expiring in the same second, settled by the server's settlement
// run (apps/server/src/modules/options/options.settle.ts and options.settle.sql.ts: the due orders read as groups sharing
// symbol, close time and tick size, each group's close tick found once, then in one transaction the groups' orders
// summed per user, side and result, cited and closed by the rule inside the database, one ledger entry per user, symbol
// and result written by the ledger's many-entries door, the open stakes released per user and side from the sums),
// beside the plain loop that updates one order row at a time (no ledger, no citations) in the same run
// on the same rows. Prints the time to settle them all and orders/s for both, and checks the ledger balances after.
// SQLite file in a temporary directory (DATABASE_URL=postgres://... runs it on PostgreSQL).
// Usage: npm run bench:options [-- --orders 100000 --no-build]
// BENCH_PROFILE=<path of a module exporting wrap(object, method, label, totals)> also prints each step's time.
import { execFileSync } from 'node:child_process';
import console from 'node:console';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const arg = (name, dflt) => { const i = process.argv.indexOf(name); return i > 0 ? Number(process.argv[i + 1]) : dflt; };
const ORDERS = arg('--orders', 100_000);
const USERS = 1_000;
const ATOMS = 100_000_000n;

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
if (!process.argv.includes('--no-build')) execFileSync(process.execPath, [tsc, '-b', join(root, 'apps/server')], { stdio: 'inherit' });
const load = (p) => import(pathToFileURL(join(root, 'apps/server/dist', p)).href);
const { buildApp } = await load('app.js');
const { loadConfig } = await load('config.js');
const { ManualClock } = await load('platform/clock.js');
const { openDatabase } = await load('platform/db/database.js');
const { migrateApp } = await load('migrations.js');

const dir = await mkdtemp(join(tmpdir(), 'candor-bench-options-'));
const pg = process.env.DATABASE_URL;
const database = openDatabase(pg ? { kind: 'postgres', url: pg } : { kind: 'sqlite', file: join(dir, 'candor.db') });
await migrateApp(database.db);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MARKET_FEED: 'off', DATA_DIR: dir, SECRETS_KEY: '7e57'.repeat(16) });
const clock = new ManualClock(Date.UTC(2026, 10, 26, 12, 0, 0));
const app = await buildApp({ config, database, clock, logger: false, appDirs: null });
await app.ready();
const { ledger, market, options } = app.services;
const db = app.platform.db;
await options.money.fundPlatform(['demo']);

// Set-up (not timed): users' demo options accounts funded, 100,000 open orders (stakes locked, profits reserved),
// all closing in the same second, and the feed's ticks before the open and at the close.
const t0 = clock.now();
await market.ingest([{ symbol: 'BTC/USDT', price: 100_000n * ATOMS, volume: 0n, time: t0, source: 'bench' }]);
const openTick = (await market.tickAtOrBefore('BTC/USDT', t0)).id;
const stake = 10n * ATOMS;
const rate = 8000;
const payout = stake + (stake * BigInt(rate)) / 10_000n;
const directions = ['rise', 'fall', 'even'];
const userId = (i) => 1_000_000 + (i % USERS);
const system = { type: 'system', id: 0 };
await ledger.transaction((tx) => ledger.postMany(tx, Array.from({ length: USERS }, (_, u) => ({
  actor: system, reason: 'demo_funding', ref: `bench:fund:${u}`,
  lines: [{ account: { ownerId: 0, asset: 'USDT', kind: 'demo_treasury', mode: 'demo' }, amount: -stake * BigInt(ORDERS / USERS + 1) },
    { account: { ownerId: 1_000_000 + u, asset: 'USDT', kind: 'options', mode: 'demo' }, amount: stake * BigInt(ORDERS / USERS + 1) }],
}))));
const closeTime = t0 + 60_000;
for (let i = 0; i < ORDERS; i += 1000) {
  const rows = [];
  for (let k = i; k < Math.min(ORDERS, i + 1000); k++) {
    rows.push({
      user_id: userId(k), mode: 'demo', symbol: 'BTC/USDT', direction: directions[k % 3], seconds: 60, rate_bps: rate, price_decimals: 2,
      stake_atoms: stake, payout_atoms: payout, status: 'open', result: null, outcome: null, open_time: t0 + (k % 1000), close_time: closeTime + (k % 1000),
      open_tick_id: openTick, open_atoms: 100_000n * ATOMS, close_tick_id: null, close_atoms: null, settled_at: null, created_at: t0,
    });
  }
  await db.insertInto('option_orders').values(rows).execute();
}
const orders = await db.selectFrom('option_orders').selectAll().where('status', '=', 'open').execute();
await ledger.transaction(async (tx) => {
  await ledger.postMany(tx, orders.map((o) => ({ actor: { type: 'user', id: o.user_id }, reason: 'option_buy', ref: `option:${o.id}:buy`,
    lines: [{ account: { ownerId: o.user_id, asset: 'USDT', kind: 'options', mode: 'demo' }, amount: -stake, bucket: 'available' },
      { account: { ownerId: o.user_id, asset: 'USDT', kind: 'options', mode: 'demo' }, amount: stake, bucket: 'locked' }] })));
  await ledger.postMany(tx, orders.map((o) => ({ actor: { type: 'user', id: o.user_id }, reason: 'option_buy', ref: `option:${o.id}:reserve`,
    lines: [{ account: { ownerId: 0, asset: 'USDT', kind: 'options_pool', mode: 'demo' }, amount: -(payout - stake), bucket: 'available' },
      { account: { ownerId: 0, asset: 'USDT', kind: 'options_pool', mode: 'demo' }, amount: payout - stake, bucket: 'locked' }] })));
});
for (const d of directions) {
  const sum = stake * BigInt(orders.filter((o) => o.direction === d).length);
  await db.insertInto('option_open_stake').values({ symbol: 'BTC/USDT', mode: 'demo', direction: d, stake_atoms: sum }).execute();
}
const perUser = new Map();
for (const o of orders) perUser.set(`${o.user_id}:${o.direction}`, (perUser.get(`${o.user_id}:${o.direction}`) ?? 0n) + stake);
const userRows = [...perUser].map(([k, v]) => ({ user_id: Number(k.split(':')[0]), symbol: 'BTC/USDT', mode: 'demo', direction: k.split(':')[1], stake_atoms: v }));
for (let i = 0; i < userRows.length; i += 500) await db.insertInto('option_user_stake').values(userRows.slice(i, i + 500)).execute();
// The feed's ticks every 100 ms through the closing second and the next (the Binance feed's pace; the simulation's is 1 s).
await market.ingest(Array.from({ length: 20 }, (_, k) => ({ symbol: 'BTC/USDT', price: (100_000n * ATOMS) + BigInt(k % 7) * ATOMS - 3n * ATOMS, volume: 0n, time: closeTime + k * 100, source: 'bench' })));
clock.advance(61_000 + 1_000);

// The plain loop: one UPDATE per order row in one transaction (then put back), no ledger, no citations.
const cpuMs = (c) => (c.user + c.system) / 1000;
let cpu = process.cpuUsage();
let started = process.hrtime.bigint();
await db.transaction().execute(async (tx) => {
  for (const o of orders) await tx.updateTable('option_orders').set({ status: 'settled', settled_at: clock.now() }).where('id', '=', o.id).execute();
});
const plainMs = Number(process.hrtime.bigint() - started) / 1e6;
const plainCpu = cpuMs(process.cpuUsage(cpu));
await db.updateTable('option_orders').set({ status: 'open', settled_at: null }).execute();

// The settlement run.
const prof = {};
if (process.env.BENCH_PROFILE) {
  const { wrap } = await import(process.env.BENCH_PROFILE);
  const st = options.settlement;
  wrap(st, 'decide', 'decide', prof); wrap(st, 'apply', 'apply', prof); wrap(ledger, 'postMany', 'postMany', prof);
  wrap(options.repo, 'releaseOpenStake', 'release', prof); wrap(market, 'citeSelected', 'cite', prof); wrap(market, 'ticksOf', 'tick', prof);
}
cpu = process.cpuUsage();
started = process.hrtime.bigint();
const settled = await options.settlement.run(clock.now());
const settleMs = Number(process.hrtime.bigint() - started) / 1e6;
const settleCpu = cpuMs(process.cpuUsage(cpu));

const left = await db.selectFrom('option_orders').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'open').executeTakeFirst();
const entries = await db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll().as('n')).where('ref', 'like', 'option:%:settle').executeTakeFirst();
const differences = await ledger.rebuild();
const cited = await db.selectFrom('tick_citations').select((eb) => eb.fn.countAll().as('n')).where('subject', 'like', 'option:%:close').executeTakeFirst();
const rate_ = (n, ms) => Math.round(n / (ms / 1000)).toLocaleString('en-US');
console.log(`options settlement bench (${pg ? 'PostgreSQL' : 'SQLite'}): ${ORDERS.toLocaleString('en-US')} orders of ${USERS} users closing within one second`);
console.log(`  settlement run    ${settleMs.toFixed(0).padStart(6)} ms  ${rate_(settled, settleMs).padStart(9)} orders/s  CPU ${settleCpu.toFixed(0)} ms  (settled ${settled}, open left ${Number(left.n)}, ledger entries ${Number(entries.n)}, close citations ${Number(cited.n)})`);
console.log(`  plain row updates ${plainMs.toFixed(0).padStart(6)} ms  ${rate_(orders.length, plainMs).padStart(9)} orders/s  CPU ${plainCpu.toFixed(0)} ms  (one UPDATE per row, no ledger, no citations)`);
console.log(`  ledger balances equal to the journal: ${differences.length === 0 ? 'yes' : `NO (${differences.length} differ)`}`);
// On a shared machine the wall time includes waiting for a core; the CPU time is what the run itself used.
console.log(`  machine load (1 min average): ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`);
console.log(`  target: all settled within 1 s on SQLite: ${settled === ORDERS && settleMs <= 1000 ? 'met' : 'NOT met'}`);
if (process.env.BENCH_PROFILE) {
  console.log(prof);
  const { sql } = await import('kysely');
  const v = `with v (symbol, close_time, pd, tick_id, close_atoms, tick, half, rclose) as (values ('BTC/USDT', ${closeTime}, 2, 1, 1, 1000000, 500000, 1))`;
  for (const q of [`explain query plan ${v} update option_orders as o set status = 'settled' from v where o.close_time = v.close_time and o.symbol = v.symbol and o.price_decimals = v.pd and o.status = 'open'`,
    `explain query plan ${v} select o.user_id, count(*) from v join option_orders o on o.close_time = v.close_time and o.symbol = v.symbol and o.price_decimals = v.pd and o.status = 'open' group by o.user_id`,
    `explain query plan select symbol, close_time, price_decimals, count(*) from option_orders where status = 'open' and close_time <= ${closeTime + 5000} group by close_time, symbol, price_decimals order by close_time, symbol, price_decimals limit 5000`,
  ]) console.log((await sql.raw(q).execute(db)).rows.map((r) => r.detail ?? r['QUERY PLAN']));
}
await app.close();
await database.close();
await rm(dir, { recursive: true, force: true });
