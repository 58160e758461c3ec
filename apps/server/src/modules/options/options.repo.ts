import { sql, type Selectable } from 'kysely';
import { forIds, query, withValues } from '../../platform/db/bulk.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { directRows, NOT_NOW } from '../../platform/db/direct-read.js';
import type { Mode } from '../ledger/index.js';
import type { OptionDirectionText, OptionDurationsTable, OptionOrdersTable, OptionSymbolsTable } from './options.tables.js';

type Executor = Db | Tx;
/** The columns of an order a settlement run reads. */
const DUE_COLUMNS = ['id', 'user_id', 'mode', 'symbol', 'direction', 'rate_bps', 'price_decimals', 'stake_atoms', 'payout_atoms', 'open_atoms', 'close_time'] as const;
const DUE_NUMBERS = ['id', 'user_id', 'rate_bps', 'price_decimals', 'close_time'] as const;
/** Open orders due by a time, oldest first (the literal 'open' lets the partial index serve). */
const DUE_SQL = `select ${DUE_COLUMNS.join(', ')} from option_orders where status = 'open' and close_time <= ? order by close_time, id limit ?`;
const byKey = (a: [string, unknown], b: [string, unknown]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
export type OrderRow = Selectable<OptionOrdersTable>;
export type DurationRow = Selectable<OptionDurationsTable>;
export type SymbolRow = Selectable<OptionSymbolsTable>;
export type NewOrder = Omit<OrderRow, 'id'>;
/** An order as a settlement run reads it. */
export type DueOrder = Pick<OrderRow, (typeof DUE_COLUMNS)[number]>;
/** How a settlement run closes one order. */
export type Closing = { id: number; status: 'settled' | 'void'; result: 'win' | 'loss' | 'void'; outcome: OptionDirectionText | null; close_tick_id: number | null; close_atoms: bigint | null };

/** SQL of options; only the options services call it. Orders are inserted open and closed once, never otherwise edited. */
export function createOptionsRepo(db: Db) {
  const dueDirect = directRows(db, DUE_SQL);
  return {
    durations: () => db.selectFrom('option_durations').selectAll().orderBy('seconds').execute(),
    symbols: () => db.selectFrom('option_symbols').selectAll().orderBy('symbol').execute(),
    updateDuration: (tx: Executor, seconds: number, set: Partial<DurationRow>) =>
      tx.updateTable('option_durations').set(set).where('seconds', '=', seconds).returningAll().executeTakeFirstOrThrow(),
    updateSymbol: (tx: Executor, symbol: string, set: Partial<SymbolRow>) =>
      tx.updateTable('option_symbols').set(set).where('symbol', '=', symbol).returningAll().executeTakeFirstOrThrow(),

    insertOrder: (tx: Tx, o: NewOrder) => tx.insertInto('option_orders').values(o).returningAll().executeTakeFirstOrThrow(),

    /**
     * Adds `amount` to the open stake of a side (all users) and of the user, each only while it stays within its cap:
     * answers which cap refused, or null. Conditional updates, so concurrent buys cannot pass a cap together.
     */
    async addOpenStake(tx: Tx, k: { userId: number; mode: Mode; symbol: string; direction: OptionDirectionText }, amount: bigint, caps: { side: bigint; user: bigint }): Promise<'side' | 'user' | null> {
      const side = { symbol: k.symbol, mode: k.mode, direction: k.direction };
      await tx.insertInto('option_open_stake').values({ ...side, stake_atoms: 0n }).onConflict((oc) => oc.columns(['symbol', 'mode', 'direction']).doNothing()).execute();
      await tx.insertInto('option_user_stake').values({ ...side, user_id: k.userId, stake_atoms: 0n })
        .onConflict((oc) => oc.columns(['user_id', 'symbol', 'mode', 'direction']).doNothing()).execute();
      const s = await tx.updateTable('option_open_stake').set({ stake_atoms: sql<bigint>`stake_atoms + ${amount}` })
        .where('symbol', '=', k.symbol).where('mode', '=', k.mode).where('direction', '=', k.direction)
        .where(sql<bigint>`stake_atoms + ${amount}`, '<=', caps.side).executeTakeFirst();
      if ((s.numUpdatedRows ?? 0n) === 0n) return 'side';
      const u = await tx.updateTable('option_user_stake').set({ stake_atoms: sql<bigint>`stake_atoms + ${amount}` })
        .where('user_id', '=', k.userId).where('symbol', '=', k.symbol).where('mode', '=', k.mode).where('direction', '=', k.direction)
        .where(sql<bigint>`stake_atoms + ${amount}`, '<=', caps.user).executeTakeFirst();
      return (u.numUpdatedRows ?? 0n) === 0n ? 'user' : null;
    },

    /** Takes settled stake off the open totals, summed per key (a settlement run): one update per table and chunk of keys. */
    async releaseOpenStake(tx: Tx, orders: readonly Pick<OrderRow, 'user_id' | 'symbol' | 'mode' | 'direction' | 'stake_atoms'>[]): Promise<void> {
      const sides = new Map<string, [string, Mode, OptionDirectionText, bigint]>();
      const users = new Map<string, [number, string, Mode, OptionDirectionText, bigint]>();
      for (const o of orders) {
        const side = `${o.symbol}\u0000${o.mode}\u0000${o.direction}`;
        const s = sides.get(side) ?? [o.symbol, o.mode, o.direction, 0n];
        s[3] += o.stake_atoms;
        sides.set(side, s);
        const user = `${o.user_id}\u0000${side}`;
        const u = users.get(user) ?? [o.user_id, o.symbol, o.mode, o.direction, 0n];
        u[4] += o.stake_atoms;
        users.set(user, u);
      }
      // In key order, the order concurrent runs lock these rows in on PostgreSQL.
      await withValues(tx, { columns: [['symbol', 'text'], ['mode', 'text'], ['direction', 'text'], ['amount', 'bigint']],
        statement: 'update option_open_stake set stake_atoms = option_open_stake.stake_atoms - v.amount from v where option_open_stake.symbol = v.symbol '
          + 'and option_open_stake.mode = v.mode and option_open_stake.direction = v.direction' }, [...sides].sort(byKey).map(([, v]) => v));
      await withValues(tx, { columns: [['user_id', 'bigint'], ['symbol', 'text'], ['mode', 'text'], ['direction', 'text'], ['amount', 'bigint']],
        statement: 'update option_user_stake set stake_atoms = option_user_stake.stake_atoms - v.amount from v where option_user_stake.user_id = v.user_id '
          + 'and option_user_stake.symbol = v.symbol and option_user_stake.mode = v.mode and option_user_stake.direction = v.direction' },
      [...users].sort(byKey).map(([, v]) => v));
    },

    openStake: (mode: Mode) => db.selectFrom('option_open_stake').selectAll().where('mode', '=', mode).execute(),

    /**
     * Open orders whose close time is at or before `upTo`, oldest first, with the columns a settlement needs (one
     * statement; the literal 'open' lets the partial index serve).
     */
    async due(upTo: number, limit: number): Promise<DueOrder[]> {
      const direct = dueDirect?.(upTo, limit);
      if (direct !== undefined && direct !== NOT_NOW) {
        // SQLite without Kysely's row plugin: the integers that are not money become numbers here.
        for (const r of direct) for (const k of DUE_NUMBERS) r[k] = Number(r[k]);
        return direct as DueOrder[];
      }
      return (await query(db, DUE_SQL, [upTo, limit])) as DueOrder[];
    },

    /**
     * Closes orders that are still open: one conditional update per chunk of ids sharing their close fields (close tick
     * and result); answers the ids this call closed. An order another process closed first is not among them, so its
     * money is never moved twice.
     */
    async close(tx: Tx, closings: readonly Closing[], now: number): Promise<Set<number>> {
      const done = new Set<number>();
      const groups = new Map<string, Closing[]>();
      for (const c of closings) {
        const key = `${c.status}|${c.result}|${c.outcome ?? ''}|${c.close_tick_id ?? ''}`;
        const g = groups.get(key) ?? [];
        g.push(c);
        groups.set(key, g);
      }
      for (const group of groups.values()) {
        const f = group[0]!;
        const rows = await forIds(tx, 'update option_orders set status = ?, result = ?, outcome = ?, close_tick_id = ?, close_atoms = ?, settled_at = ? '
          + "where status = 'open' and id in (:ids) returning id", [f.status, f.result, f.outcome, f.close_tick_id, f.close_atoms, now], group.map((c) => c.id));
        for (const r of rows) done.add(Number(r.id));
      }
      return done;
    },

    order: (id: number) => db.selectFrom('option_orders').selectAll().where('id', '=', id).executeTakeFirst(),

    async page(f: { userId?: number | undefined; mode: Mode; open: boolean; symbol?: string | undefined }, limit: number, offset: number) {
      let q = db.selectFrom('option_orders').where('mode', '=', f.mode);
      // The literal 'open' lets the partial index of open orders serve (a bound value cannot).
      q = f.open ? q.where('status', '=', sql.lit('open')) : q.where('status', '!=', 'open');
      if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
      if (f.symbol !== undefined) q = q.where('symbol', '=', f.symbol);
      const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      const items = await q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return { total: Number(total?.n ?? 0), items };
    },

    /** Open orders per symbol and direction of a mode: the exposure screen. */
    openBySide: (mode: Mode) => db.selectFrom('option_orders').where('mode', '=', mode).where('status', '=', sql.lit('open'))
      .select(['symbol', 'direction', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<bigint>('stake_atoms').as('stake'),
        (eb) => eb.fn.sum<bigint>('payout_atoms').as('payout')])
      .groupBy(['symbol', 'direction']).execute(),
  };
}

export type OptionsRepo = ReturnType<typeof createOptionsRepo>;
