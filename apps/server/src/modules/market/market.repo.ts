import { insertRows, withValuesRun, type BulkCast } from '../../platform/db/bulk.js';
import type { Db, Tx } from '../../platform/db/database.js';
import type { Candle } from './candles.js';
import type { Tick } from './feed.js';
import type { ChartInterval } from '@candor/shared';

type Executor = Db | Tx;
const CHUNK = 500;

const toCandle = (r: { symbol: string; interval: string; open_time: number; open_atoms: bigint; high_atoms: bigint; low_atoms: bigint; close_atoms: bigint; volume_atoms: bigint }): Candle => ({
  symbol: r.symbol, interval: r.interval as ChartInterval, openTime: r.open_time,
  open: r.open_atoms, high: r.high_atoms, low: r.low_atoms, close: r.close_atoms, volume: r.volume_atoms,
});

/** SQL of market data; only the market service calls it. Ticks are only ever inserted or aged out. */
export function createMarketRepo(db: Db) {
  return {
    async insertTicks(tx: Executor, ticks: Tick[]): Promise<void> {
      for (let i = 0; i < ticks.length; i += CHUNK) {
        await tx.insertInto('ticks').values(ticks.slice(i, i + CHUNK).map((t) => ({
          symbol: t.symbol, price_atoms: t.price, volume_atoms: t.volume, ts: t.time, source: t.source,
        }))).execute();
      }
    },

    async upsertCandles(tx: Executor, candles: Candle[]): Promise<void> {
      for (let i = 0; i < candles.length; i += CHUNK) {
        await tx.insertInto('candles').values(candles.slice(i, i + CHUNK).map((c) => ({
          symbol: c.symbol, interval: c.interval, open_time: c.openTime, open_atoms: c.open, high_atoms: c.high,
          low_atoms: c.low, close_atoms: c.close, volume_atoms: c.volume,
        }))).onConflict((oc) => oc.columns(['symbol', 'interval', 'open_time']).doUpdateSet((eb) => ({
          high_atoms: eb.ref('excluded.high_atoms'), low_atoms: eb.ref('excluded.low_atoms'),
          close_atoms: eb.ref('excluded.close_atoms'), volume_atoms: eb.ref('excluded.volume_atoms'),
        }))).execute();
      }
    },

    async candles(symbol: string, interval: ChartInterval, limit: number, before?: number): Promise<Candle[]> {
      let q = db.selectFrom('candles').selectAll().where('symbol', '=', symbol).where('interval', '=', interval);
      if (before !== undefined) q = q.where('open_time', '<', before);
      const rows = await q.orderBy('open_time', 'desc').limit(limit).execute();
      return rows.reverse().map(toCandle);
    },

    /** The open candle of every symbol and interval: the state live candles continue from after a restart. */
    async latestCandles(): Promise<Candle[]> {
      const rows = await db.selectFrom('candles as c').selectAll('c')
        .where('c.open_time', '=', (eb) => eb.selectFrom('candles as d').select((e) => e.fn.max('d.open_time').as('m'))
          .whereRef('d.symbol', '=', 'c.symbol').whereRef('d.interval', '=', 'c.interval'))
        .execute();
      return rows.map(toCandle);
    },

    async candlesSince(interval: ChartInterval, since: number): Promise<Candle[]> {
      const rows = await db.selectFrom('candles').selectAll().where('interval', '=', interval)
        .where('open_time', '>=', since).orderBy('open_time').execute();
      return rows.map(toCandle);
    },

    async hasCandles(): Promise<boolean> {
      return (await db.selectFrom('candles').select('symbol').limit(1).executeTakeFirst()) !== undefined;
    },

    /** The last stored tick of a symbol at or before `time` (a funding period missed during downtime is priced at it). */
    lastTickAt(symbol: string, time: number) {
      return db.selectFrom('ticks').selectAll().where('symbol', '=', symbol).where('ts', '<=', time)
        .orderBy('ts', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    async ticksOf(symbol: string, from: number, to: number) {
      return db.selectFrom('ticks').selectAll().where('symbol', '=', symbol)
        .where('ts', '>=', from).where('ts', '<=', to).orderBy('id').execute();
    },

    /** Ages out ticks older than `cutoff`, except every tick a settlement cites. */
    async deleteTicksBefore(cutoff: number): Promise<number> {
      const result = await db.deleteFrom('ticks').where('ts', '<', cutoff)
        .where('id', 'not in', (eb) => eb.selectFrom('tick_citations').select('tick_id'))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async cite(tx: Executor, tickId: number, subject: string, now: number): Promise<void> {
      await tx.insertInto('tick_citations').values({ tick_id: tickId, subject, created_at: now })
        .onConflict((oc) => oc.columns(['tick_id', 'subject']).doNothing()).execute();
    },

    /** The last stored tick of a symbol at or before `time` (the latest by time, then by id). */
    tickAtOrBefore(tx: Executor, symbol: string, time: number) {
      return tx.selectFrom('ticks').select(['id', 'symbol', 'price_atoms', 'ts', 'source'])
        .where('symbol', '=', symbol).where('ts', '<=', time).orderBy('ts', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    /** The first stored tick of a symbol at or after `time` (the earliest by time, then by id). */
    firstTickFrom(tx: Executor, symbol: string, time: number) {
      return tx.selectFrom('ticks').select(['id', 'symbol', 'price_atoms', 'ts', 'source'])
        .where('symbol', '=', symbol).where('ts', '>=', time).orderBy('ts').orderBy('id').limit(1).executeTakeFirst();
    },

    ticksByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('ticks').select(['id', 'symbol', 'price_atoms', 'ts', 'source']).where('id', 'in', ids).execute();
    },

    /** Many citations in a few statements (a settlement run). */
    async citeMany(tx: Executor, rows: { tickId: number; subject: string }[], now: number): Promise<void> {
      await insertRows(tx, { table: 'tick_citations', columns: ['tick_id', 'subject', 'created_at'], conflict: ['tick_id', 'subject'] },
        rows.map((r) => [r.tickId, r.subject, now]));
    },

    /**
     * Cites the ticks a caller's select answers (`tick_id`, `subject`) over its table of values `v`, in one statement
     * per chunk of values, without the rows passing through JavaScript; answers how many citations are new.
     */
    async citeSelected(tx: Executor, v: { columns: readonly (readonly [string, BulkCast])[]; select: string }, rows: readonly (readonly unknown[])[], now: number): Promise<number> {
      const r = await withValuesRun(tx, { columns: v.columns, statement: 'insert into tick_citations (tick_id, subject, created_at) '
        + `select c.tick_id, c.subject, cast(? as bigint) from (${v.select}) c where true on conflict (tick_id, subject) do nothing` }, rows, [now]);
      return r.affected;
    },

    /** Stored ticks after `afterId`, in id order (the order they were stored in). */
    ticksAfter(afterId: number, limit: number) {
      return db.selectFrom('ticks').select(['id', 'symbol', 'price_atoms', 'ts', 'source'])
        .where('id', '>', afterId).orderBy('id').limit(limit).execute();
    },

    async lastTickId(): Promise<number> {
      const r = await db.selectFrom('ticks').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
      return Number(r?.m ?? 0);
    },

    /** The last tick of every symbol with an id at most `upTo`. */
    lastTicksUpTo(upTo: number) {
      return db.selectFrom('ticks as t').select(['t.id', 't.symbol', 't.price_atoms', 't.ts', 't.source'])
        .where('t.id', '=', (eb) => eb.selectFrom('ticks as u').select((e) => e.fn.max('u.id').as('m'))
          .whereRef('u.symbol', '=', 't.symbol').where('u.id', '<=', upTo))
        .execute();
    },

    /** The ticks cited under subjects starting with `prefix`, with the subject. */
    citedTicks(prefix: string) {
      return db.selectFrom('tick_citations as c').innerJoin('ticks as t', 't.id', 'c.tick_id')
        .select(['c.subject', 't.id', 't.symbol', 't.price_atoms', 't.ts', 't.source'])
        .where('c.subject', 'like', `${prefix}%`).orderBy('t.id').execute();
    },

    async favorites(userId: number): Promise<string[]> {
      const rows = await db.selectFrom('favorites').select('symbol').where('user_id', '=', userId).orderBy('created_at').execute();
      return rows.map((r) => r.symbol);
    },

    async setFavorite(userId: number, symbol: string, on: boolean, now: number): Promise<void> {
      if (on) {
        await db.insertInto('favorites').values({ user_id: userId, symbol, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'symbol']).doNothing()).execute();
      } else {
        await db.deleteFrom('favorites').where('user_id', '=', userId).where('symbol', '=', symbol).execute();
      }
    },
  };
}

export type MarketRepo = ReturnType<typeof createMarketRepo>;
