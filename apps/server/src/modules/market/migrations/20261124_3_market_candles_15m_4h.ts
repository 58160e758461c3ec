import { sql, type Kysely } from 'kysely';
import { candleStart } from '@candor/shared';

type Row = { symbol: string; open_time: unknown; open_atoms: unknown; high_atoms: unknown; low_atoms: unknown; close_atoms: unknown; volume_atoms: unknown };
type Bucket = { open: bigint; high: bigint; low: bigint; close: bigint; volume: bigint };

/**
 * The 15m and 4h intervals of an existing install: derived from its 5m candles (which every tick fed, and which both
 * intervals divide), so they cover the same history as the others. New ticks feed them like every interval.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const symbols = await sql<{ symbol: string }>`select distinct symbol from candles where interval = '5m'`.execute(db);
  for (const { symbol } of symbols.rows) {
    const rows = await sql<Row>`select symbol, open_time, open_atoms, high_atoms, low_atoms, close_atoms, volume_atoms
      from candles where symbol = ${symbol} and interval = '5m' order by open_time`.execute(db);
    for (const interval of ['15m', '4h'] as const) {
      const buckets = new Map<number, Bucket>();
      for (const r of rows.rows) {
        const start = candleStart(interval, Number(r.open_time));
        const c = { open: BigInt(r.open_atoms as bigint), high: BigInt(r.high_atoms as bigint), low: BigInt(r.low_atoms as bigint), close: BigInt(r.close_atoms as bigint), volume: BigInt(r.volume_atoms as bigint) };
        const b = buckets.get(start);
        if (!b) buckets.set(start, c);
        else buckets.set(start, { open: b.open, high: c.high > b.high ? c.high : b.high, low: c.low < b.low ? c.low : b.low, close: c.close, volume: b.volume + c.volume });
      }
      const all = [...buckets.entries()];
      for (let i = 0; i < all.length; i += 200) {
        const values = all.slice(i, i + 200).map(([start, b]) =>
          sql`(${symbol}, ${interval}, ${start}, ${b.open}, ${b.high}, ${b.low}, ${b.close}, ${b.volume})`);
        await sql`insert into candles (symbol, interval, open_time, open_atoms, high_atoms, low_atoms, close_atoms, volume_atoms)
          values ${sql.join(values)} on conflict do nothing`.execute(db);
      }
    }
  }
}
