import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { registerUser } from '../../test/client.js';
import { createSharedTestApps } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { LEASE_MS } from './futures.nodes.js';
import { fundFutures, open, row } from './futures.testkit.js';

/** Stores a tick through one app's market (its feed) and lets both engines run: only the lease holder fires. */
async function tick(from: App, apps: App[], time: number, price: string): Promise<void> {
  await from.services.market.ingest([{ symbol: 'BTC/USDT', price: p(price), volume: 0n, time, source: 'test' }]);
  for (const app of apps) await app.services.futures.settled();
}

async function settlements(app: App, positionId: number) {
  const cited = await app.services.market.citedTicks(`futures:${positionId}:`);
  const entries = await app.platform.db.selectFrom('ledger_entries').select('ref').where('ref', 'like', `futures:close:${positionId}`).execute();
  return { roles: cited.map((c) => c.subject.split(':')[2]), entries: entries.length };
}

describe('futures with two API processes on one database', () => {
  it('a position opened on B is settled exactly once by the lease holder A; when A dies B takes over and fires what A left', async () => {
    const shared = await createSharedTestApps(2);
    try {
      const [a, b] = shared.apps as [App, App];
      await a.services.futures.start(['real']);
      await b.services.futures.start([]);
      expect([a.services.futures.engine.holder, b.services.futures.engine.holder]).toEqual([true, false]);
      await tick(a, [a, b], shared.clock.now(), '100000');

      const u = await registerUser(b);
      await fundFutures(b, u.id, '2000');
      // On B: one with a take profit, one isolated that a fall liquidates, one limit order waiting under the mark.
      const tp = await open(b, u.id, { lots: '2', take_profit: '101000', stop_loss: '95000', margin_mode: 'isolated' });
      const liq = await open(b, u.id, { lots: '5', leverage: '50', margin_mode: 'isolated' });
      const limit = await open(b, u.id, { type: 'limit', price: '99000', lots: '1', margin_mode: 'isolated' });

      // Ticks stored by B's feed: A (the holder) sees B's positions through the change log and settles each once.
      shared.clock.advance(1000);
      await tick(b, [b, a], shared.clock.now(), '101000');
      shared.clock.advance(1000);
      await tick(b, [b, a], shared.clock.now(), '98000');
      expect(await row(a, tp.id)).toMatchObject({ status: 3, close_reason: 'take_profit', close_atoms: p('101000') });
      expect(await row(a, liq.id)).toMatchObject({ status: 3, close_reason: 'liquidation', close_atoms: p('98000') });
      expect(await row(a, limit.id)).toMatchObject({ status: 1, entry_atoms: p('98000') });
      expect(await settlements(a, tp.id)).toEqual({ roles: ['open', 'take_profit'], entries: 1 });
      expect(await settlements(a, liq.id)).toEqual({ roles: ['open', 'liquidation'], entries: 1 });

      // B shows A's settlements without a restart (its books follow the change log).
      await b.services.futures.settled();
      expect(b.services.futures.engine.liveRows().map((r) => r.id)).toEqual([limit.id]);

      // A dies holding the lease (no orderly stop). The filled order gets a stop on B; the tick crossing it is stored
      // while nobody fires; once the lease lapses B takes over, restores from the stored cursor and fires it, once.
      await b.services.futures.trading.setStop(u.id, 'real', limit.id, { take_profit: '105000', stop_loss: '97000' });
      shared.clock.advance(1000);
      await tick(b, [b], shared.clock.now(), '96900');
      expect((await row(b, limit.id)).status).toBe(1);
      shared.clock.advance(LEASE_MS);
      await b.services.futures.settled();
      expect(b.services.futures.engine.holder).toBe(true);
      expect(await row(b, limit.id)).toMatchObject({ status: 3, close_reason: 'stop_loss', close_atoms: p('96900') });
      expect(await settlements(b, limit.id)).toEqual({ roles: ['fill', 'stop_loss'], entries: 1 });
      // A comes back: it follows (B holds the lease) and fires nothing again.
      await a.services.futures.settled();
      expect(a.services.futures.engine.holder).toBe(false);
      expect(await settlements(a, limit.id)).toEqual({ roles: ['fill', 'stop_loss'], entries: 1 });
      expect(await ledgerProblems(a.services.ledger, a.platform.db)).toEqual([]);
    } finally {
      await shared.close();
    }
  }, 60_000);
});
