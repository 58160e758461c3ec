import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import { LocalBus, type Bus } from '../../platform/bus/bus.js';
import { natsSkipReason, natsUp } from '../../platform/bus/nats.testkit.js';
import { call, registerUser } from '../../test/client.js';
import { createClusterApps } from '../../test/cluster.js';
import { createSharedTestApps } from '../../test/harness.js';
import { EpochReader } from './session-cache.js';

const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
const natsSkip = !natsUp ? natsSkipReason : !pgUrl ? 'DATABASE_URL is not PostgreSQL' : null;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const c of closers.splice(0).reverse()) await c();
});

const center = (app: App, token: string) => call<{ id: number }>(app, 'GET', 'user/center', undefined, { token });
const login = async (app: App, account: string, password: string): Promise<string> => {
  const r = await call<{ token: string }>(app, 'POST', 'user/login', { account, password });
  if (!r.body.data) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
  return r.body.data.token;
};
const dbEpoch = async (app: App): Promise<bigint> =>
  BigInt((await app.platform.db.selectFrom('session_epoch').select('n').where('id', '=', 1).executeTakeFirstOrThrow()).n);

/** What a node's bus delivered of the session epoch: `until(n)` resolves once an epoch of at least n arrived. */
function epochsHeard(bus: Bus): { until(n: bigint): Promise<void> } {
  let max = -1n;
  const waiting: (() => void)[] = [];
  bus.subscribe('users.session_epoch', ({ n }) => {
    if (n > max) max = n;
    for (const w of waiting.splice(0)) w();
  });
  return {
    async until(n) {
      while (max < n) await new Promise<void>((resolve) => { waiting.push(resolve); });
    },
  };
}

/** A bus whose link the test sets (null: not linked, a number: linked, a new number: linked again). */
class SwitchBus extends LocalBus {
  constructor(public linked: number | null) { super(); }
  override link(): number | null { return this.linked; }
}

/**
 * Logout and password change on one node refuse the token on the other as soon as the news arrived (`delivered`), and
 * a node whose bus is linked answers cached sessions without reading the epoch.
 */
async function revocationsReachTheOtherNode(a: App, b: App, delivered: (on: App) => Promise<void>): Promise<void> {
  const u = await registerUser(a);
  const phone = await login(b, u.email, u.password);
  const laptop = await login(a, u.email, u.password);
  for (const app of [a, b]) for (const token of [u.token, phone, laptop]) expect((await center(app, token)).body.data?.id).toBe(u.id);

  const reads = vi.spyOn(EpochReader.prototype, 'next');
  for (let i = 0; i < 5; i++) for (const app of [a, b]) expect((await center(app, laptop)).body.code).toBe(1);
  expect(reads).not.toHaveBeenCalled();

  expect((await call(a, 'POST', 'user/logout', {}, { token: phone })).body.code).toBe(1);
  await delivered(b);
  expect((await center(b, phone)).body.code).toBe(999);
  expect((await center(a, phone)).body.code).toBe(999);
  expect((await center(b, laptop)).body.code).toBe(1);

  const changed = await call(b, 'POST', 'safe/update_password', { old_password: u.password, new_password: 'another456', re_password: 'another456' }, { token: u.token });
  expect(changed.body.code).toBe(1);
  await delivered(a);
  for (const app of [a, b]) {
    expect((await center(app, laptop)).body.code).toBe(999);
    expect((await center(app, u.token)).body.code).toBe(1);
  }
  expect(reads).not.toHaveBeenCalled();
}

describe('the session epoch pushed over the bus', { timeout: 120_000 }, () => {
  it('two nodes sharing a bus (a LocalBus that reaches both): revocations refused on the other node at once, no epoch read per request', async () => {
    const shared = await createSharedTestApps(2, { bus: new LocalBus(undefined, true) });
    closers.push(() => shared.close());
    const [a, b] = shared.apps;
    if (!a || !b) throw new Error('two apps');
    // A LocalBus delivers while the publisher waits: nothing to wait for.
    await revocationsReachTheOtherNode(a, b, async () => undefined);
  });

  it('a node whose bus is not linked reads the epoch (a revocation it was not told of is refused at once), and serves from memory once linked again', async () => {
    const busA = new SwitchBus(0);
    const busB = new SwitchBus(null);
    const shared = await createSharedTestApps(2, { buses: [busA, busB] });
    closers.push(() => shared.close());
    const [a, b] = shared.apps;
    if (!a || !b) throw new Error('two apps');
    const u = await registerUser(a);
    const other = await login(a, u.email, u.password);
    for (const token of [u.token, other]) expect((await center(b, token)).body.code).toBe(1);
    const reads = vi.spyOn(EpochReader.prototype, 'next');
    // Node A's news never reaches node B (separate buses): B, not linked, reads the epoch and refuses at once.
    expect((await call(a, 'POST', 'user/logout', {}, { token: other })).body.code).toBe(1);
    expect((await center(b, other)).body.code).toBe(999);
    expect((await center(b, u.token)).body.code).toBe(1);
    expect(reads).toHaveBeenCalled();
    // Linked again: the first request reads, which makes B's memory exact; then no more reads.
    busB.linked = 1;
    expect((await center(b, u.token)).body.code).toBe(1);
    const synced = reads.mock.calls.length;
    for (let i = 0; i < 3; i++) expect((await center(b, u.token)).body.code).toBe(1);
    expect(reads).toHaveBeenCalledTimes(synced);
    // A new link (a reconnection: messages may have been lost): read once again, then from memory.
    busB.linked = 2;
    expect((await center(b, u.token)).body.code).toBe(1);
    const again = reads.mock.calls.length;
    expect(again).toBeGreaterThan(synced);
    expect((await center(b, u.token)).body.code).toBe(1);
    expect(reads).toHaveBeenCalledTimes(again);
  });

  it.skipIf(natsSkip !== null)(`two nodes on PostgreSQL and NATS: revocations refused on the other node once delivered, no epoch read per request${natsSkip ? ` (skipped: ${natsSkip})` : ''}`, async () => {
    const c = await createClusterApps(2, pgUrl ?? '');
    closers.push(c.close);
    const [a, b] = c.nodes;
    if (!a || !b) throw new Error('two nodes');
    const heard = new Map<App, ReturnType<typeof epochsHeard>>([[a.app, epochsHeard(a.bus)], [b.app, epochsHeard(b.bus)]]);
    await revocationsReachTheOtherNode(a.app, b.app, async (on) => { await heard.get(on)?.until(await dbEpoch(on)); });
  });
});
