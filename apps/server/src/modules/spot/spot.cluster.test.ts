import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { ownsKey, startNode, type NodeProc } from '../../platform/cluster/nodes.testkit.js';
import { busUrl, pgUrl, reachable } from '../../platform/cluster/reach.testkit.js';
import { openDatabase, type Database } from '../../platform/db/database.js';
import { createFromTemplate, dropDatabase, urlFor } from '../../test/pg-template.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { fund } from './spot.testkit.js';

// Two API nodes as two child processes on one PostgreSQL database and one NATS server (.ci/run's PostgreSQL part).
const up = (await reachable(pgUrl, 5432)) && (await reachable(busUrl, 4222));
if (!up) console.warn('spot.cluster.test: skipped, it needs PostgreSQL (DATABASE_URL=postgres://...) and NATS (BUS_URL=nats://...)');

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const KEY = 'spot:BTC/USDT';
const PORTS = [Number(process.env.CLUSTER_TEST_PORT ?? 18915), Number(process.env.CLUSTER_TEST_PORT ?? 18915) + 1] as const;

type Envelope = { type: string; code: number; message: string; data?: { id: number; status: string; token?: string; user?: { id: number } } };

async function post(base: string, path: string, body: object, token?: string, key?: string): Promise<Envelope> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  if (key) headers['idempotency-key'] = key;
  const res = await fetch(`${base}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Envelope;
}

describe.skipIf(!up)('spot markets on two API nodes (ownership, routing, failover)', () => {
  const nodes: NodeProc[] = [];
  let dbName = '';
  let database: Database;
  let app: App;
  const users: { id: number; token: string }[] = [];

  beforeAll(async () => {
    execFileSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' });
    dbName = await createFromTemplate(pgUrl ?? '');
    const url = urlFor(pgUrl ?? '', dbName);
    const env = { DATABASE_URL: url, BUS_URL: busUrl ?? '', MARKET_FEED: 'off', SIM_PARTICIPANTS: '0', DEV_OUTBOX: '1' };
    nodes.push(await startNode(root, 'a', PORTS[0], env));
    nodes.push(await startNode(root, 'b', PORTS[1], env));
    // The test's own view of the database: the ledger (funding the sellers, the invariants at the end).
    database = openDatabase({ kind: 'postgres', url });
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url }), database, logger: false, appDirs: null });
    for (let i = 0; i < 2; i++) {
      const g = await post(nodes[i % 2]?.base ?? '', 'demo/guest', {});
      if (!g.data?.token || !g.data.user) throw new Error(`demo/guest: ${JSON.stringify(g)}`);
      users.push({ id: g.data.user.id, token: g.data.token });
    }
    // The seller holds demo BTC, credited through the ledger as a deposit would be.
    await fund(app, users[1]?.id ?? 0, 'BTC', '10', 'demo');
  }, 240_000);

  afterAll(async () => {
    for (const n of nodes) await n.stop();
    await app?.close();
    await database?.close();
    if (dbName) await dropDatabase(pgUrl ?? '', dbName);
  });

  const buyer = () => users[0] ?? { id: 0, token: '' };
  const seller = () => users[1] ?? { id: 0, token: '' };
  const order = (side: 'buy' | 'sell') => ({ symbol: 'BTC/USDT', side, type: 'limit', price: '50000', amount: '0.001' });

  it('matches orders sent alternately to both nodes in one book', async () => {
    const [a, b] = nodes as [NodeProc, NodeProc];
    const owner = await Promise.race([a.line(ownsKey(KEY), 10_000).then(() => a), b.line(ownsKey(KEY), 10_000).then(() => b)]);
    console.log(`owner of ${KEY}: node ${owner.name}`);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const buy = await post((i % 2 === 0 ? a : b).base, 'spot/trade', order('buy'), buyer().token);
      const sell = await post((i % 2 === 0 ? b : a).base, 'spot/trade', order('sell'), seller().token);
      expect(buy.code, buy.message).toBe(1);
      expect(sell.code, sell.message).toBe(1);
      expect(sell.data?.status).toBe('completed');
      ids.push(buy.data?.id ?? 0, sell.data?.id ?? 0);
    }
    const rows = await database.db.selectFrom('spot_orders').select(['id', 'status']).where('id', 'in', ids).execute();
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'completed'));
    const trades = await database.db.selectFrom('spot_trades').select(['maker_order_id', 'taker_order_id']).where('taker_order_id', 'in', ids).execute();
    expect(trades).toHaveLength(10);
  });

  it('a depth asked of either node is the owner book', async () => {
    const [a, b] = nodes as [NodeProc, NodeProc];
    const rest = await post(a.base, 'spot/trade', { ...order('buy'), price: '40000' }, buyer().token);
    expect(rest.data?.status).toBe('waiting');
    for (const n of [a, b]) {
      const d = (await (await fetch(`${n.base}/api/spot/depth?symbol=BTC/USDT&levels=5`, { headers: { 'x-demo': '1' } })).json()) as { data: { bids: { price: string }[] } };
      expect(d.data.bids.map((l) => l.price)).toContain('40000');
    }
  });

  it('kill -9 of the owner mid-stream: the other takes over within 5 s, every acknowledged order once, the ledger sound', async () => {
    const [a, b] = nodes as [NodeProc, NodeProc];
    const owner = a.lines.some(ownsKey(KEY)) ? a : b;
    const survivor = owner === a ? b : a;
    const acked = new Map<string, number>();
    let killedAt = 0;
    let sent = 0;
    const TOTAL = 60;
    // Two clients, one per node, each placing orders with an idempotency key; one sending to the owner retries on
    // the survivor with the same key when the owner dies under it (a client's retry after a dropped connection).
    const client = async (first: NodeProc, side: 'buy' | 'sell') => {
      const who = side === 'buy' ? buyer() : seller();
      while (sent < TOTAL) {
        const key = `ck-${side}-${sent++}-${process.pid}`;
        let target = first.child.exitCode === null && first.child.signalCode === null ? first : survivor;
        for (let attempt = 0; attempt < 5; attempt++) {
          const reply = await post(target.base, 'spot/trade', order(side), who.token, key).catch(() => null);
          if (reply?.code === 1 && reply.data) { acked.set(key, reply.data.id); break; }
          // A dropped connection, "the market is moving" (5012, not placed) or "check your open orders" (5013, the
          // owner died with the order in hand): a client tries again with the same key, and gets the one order.
          if (reply && reply.code !== 5012 && reply.code !== 5013) throw new Error(`refused: ${JSON.stringify(reply)}`);
          target = survivor;
        }
        if (sent === 20 && killedAt === 0) { killedAt = Date.now(); await owner.kill9(); }
      }
    };
    await Promise.all([client(a, 'buy'), client(b, 'sell')]);
    const taken = await survivor.line(ownsKey(KEY), 10_000);
    const failoverMs = taken.time - killedAt;
    console.log(`failover: node ${survivor.name} owned ${KEY} ${failoverMs} ms after kill -9 of node ${owner.name}`);
    expect(killedAt).toBeGreaterThan(0);
    expect(failoverMs).toBeLessThan(5000);

    // Every acknowledged order is stored, exactly once per idempotency key.
    const ids = [...acked.values()];
    expect(new Set(ids).size).toBe(ids.length);
    expect(acked.size).toBe(TOTAL);
    const stored = await database.db.selectFrom('spot_orders').selectAll().where('id', 'in', ids).execute();
    expect(stored).toHaveLength(ids.length);

    // None matched twice: an order's trades add up to what it filled, never past its amount.
    const all = await database.db.selectFrom('spot_orders').selectAll().where('user_id', 'in', [buyer().id, seller().id]).execute();
    const trades = await database.db.selectFrom('spot_trades').selectAll().where('mode', '=', 'demo').execute();
    for (const o of all) {
      const filled = trades.filter((t) => t.maker_order_id === o.id || t.taker_order_id === o.id).reduce((s, t) => s + t.qty_atoms, 0n);
      expect(filled, `order ${o.id}`).toBe(o.filled_atoms);
      expect(o.filled_atoms <= (o.qty_atoms ?? 0n)).toBe(true);
    }
    // The survivor's book is the database's: every waiting order rests in it, nothing else does.
    const waiting = all.filter((o) => o.status === 'waiting' && o.symbol === 'BTC/USDT');
    const d = (await (await fetch(`${survivor.base}/api/spot/depth?symbol=BTC/USDT&levels=50`, { headers: { 'x-demo': '1' } })).json()) as { data: { bids: { orders: number }[]; asks: { orders: number }[] } };
    const resting = [...d.data.bids, ...d.data.asks].reduce((s, l) => s + l.orders, 0);
    expect(resting).toBe(waiting.length);
    expect(await ledgerProblems(app.services.ledger, database.db)).toEqual([]);
  }, 120_000);
});
