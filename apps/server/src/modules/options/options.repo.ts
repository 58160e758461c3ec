import { sql, type Selectable } from 'kysely';
import { withValues } from '../../platform/db/bulk.js';
import type { Db, Tx } from '../../platform/db/database.js';
import type { Mode } from '../ledger/index.js';
import type { OptionDirectionText, OptionDurationsTable, OptionOrdersTable, OptionSymbolsTable } from './options.tables.js';

type Executor = Db | Tx;
const byKey = (a: [string, unknown], b: [string, unknown]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
export type OrderRow = Selectable<OptionOrdersTable>;
export type DurationRow = Selectable<OptionDurationsTable>;
export type SymbolRow = Selectable<OptionSymbolsTable>;
export type NewOrder = Omit<OrderRow, 'id'>;
/** SQL of options; only the options services call it. Orders are inserted open and closed once, never otherwise edited. */
export function createOptionsRepo(db: Db) {
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
