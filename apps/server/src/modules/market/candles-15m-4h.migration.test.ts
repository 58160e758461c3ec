import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.js';
import { up } from './migrations/20261124_3_market_candles_15m_4h.js';

describe('migration: 15m and 4h candles of an existing install', () => {
  it('derives them from the 5m candles (first open, last close, extremes, summed volume), once', async () => {
    const t = await createTestApp();
    try {
      const db = t.app.platform.db;
      await db.deleteFrom('candles').execute();
      const base = Date.UTC(2026, 10, 18, 12, 0);
      const five = [
        [0, 100n, 120n, 90n, 110n, 5n], [5, 110n, 130n, 105n, 125n, 7n], [10, 125n, 126n, 80n, 85n, 1n],
        [15, 85n, 86n, 84n, 86n, 2n], [245, 200n, 210n, 190n, 205n, 3n],
      ] as const;
      await db.insertInto('candles').values(five.map(([m, o, h, l, c, v]) => ({
        symbol: 'BTC/USDT', interval: '5m', open_time: base + m * 60_000, open_atoms: o, high_atoms: h, low_atoms: l, close_atoms: c, volume_atoms: v,
      }))).execute();
      await up(db as unknown as Kysely<unknown>);
      await up(db as unknown as Kysely<unknown>);
      const of = async (interval: string) => (await db.selectFrom('candles').selectAll().where('interval', '=', interval).orderBy('open_time').execute())
        .map((r) => [(r.open_time - base) / 60_000, r.open_atoms, r.high_atoms, r.low_atoms, r.close_atoms, r.volume_atoms]);
      expect(await of('15m')).toEqual([[0, 100n, 130n, 80n, 85n, 13n], [15, 85n, 86n, 84n, 86n, 2n], [240, 200n, 210n, 190n, 205n, 3n]]);
      expect(await of('4h')).toEqual([[0, 100n, 130n, 80n, 86n, 15n], [240, 200n, 210n, 190n, 205n, 3n]]);
    } finally {
      await t.close();
    }
  });
});
