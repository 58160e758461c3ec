import { tickSizeOf } from '@candor/shared';
import { query, withValues, withValuesRun, type BulkCast } from '../../platform/db/bulk.js';
import { isPostgres, type Db, type Tx } from '../../platform/db/database.js';
import type { Mode } from '../ledger/index.js';
import type { OptionDirectionText } from './options.tables.js';

/**
 * The SQL of a settlement run, set-based: the due orders are grouped by what decides their close (symbol, close time,
 * tick size); each group's close tick is found once (options.settle.ts); then a few statements over the table of
 * groups `v` sum, cite and close all of a group's orders inside the database, so no order row passes through
 * JavaScript. The rule (rules/options.ts) in SQL: both prices compared at the tick size, rounded half up, i.e. the
 * quotients (price + tick/2) / tick (integer division of positive integers, the same on SQLite and PostgreSQL).
 */

/** Due orders sharing what decides their close. */
export type DueGroup = { symbol: string; close_time: number; price_decimals: number; n: number };
/** A group with its close tick (null: no tick within 10 s, the orders are void). */
export type CloseGroup = DueGroup & { tick_id: number | null; close_atoms: bigint | null };
/** The orders of one user, mode, symbol, direction and result a run closes: their count, smallest id and sums. */
export type SettledSum = {
  user_id: number; mode: Mode; symbol: string; direction: OptionDirectionText; result: 'win' | 'loss' | 'void';
  first: number; n: number; stake: bigint; payout: bigint;
};

const DUE_GROUPS = "select symbol, close_time, price_decimals, count(*) as n from option_orders where status = 'open' and close_time <= ? "
  + 'group by close_time, symbol, price_decimals order by close_time, symbol, price_decimals limit ?';

/** The table of groups: the close tick and, for the rule, the tick size, its half and the close price's quotient. */
const COLUMNS: readonly (readonly [string, BulkCast])[] = [['symbol', 'text'], ['close_time', 'bigint'], ['pd', 'bigint'], ['tick_id', 'bigint'],
  ['close_atoms', 'bigint'], ['tick', 'bigint'], ['half', 'bigint'], ['rclose', 'bigint']];
const JOIN = "o.close_time = v.close_time and o.symbol = v.symbol and o.price_decimals = v.pd and o.status = 'open'";
const ROPEN = '((o.open_atoms + v.half) / v.tick)';
const OUTCOME = `(case when v.tick_id is null then null when v.rclose > ${ROPEN} then 'rise' when v.rclose < ${ROPEN} then 'fall' else 'even' end)`;
const RESULT = `(case when v.tick_id is null then 'void' when ${OUTCOME} = o.direction then 'win' else 'loss' end)`;
const STATUS = "(case when v.tick_id is null then 'void' else 'settled' end)";

const SUMS = 'select s.user_id, s.mode, s.symbol, s.direction, s.res, min(s.id) as first, count(*) as n, sum(s.stake_atoms) as stake, '
  + 'sum(s.payout_atoms) as payout from (select o.id, o.user_id, o.mode, o.symbol, o.direction, o.stake_atoms, o.payout_atoms, '
  + `${RESULT} as res from v join option_orders o on ${JOIN}) s group by s.user_id, s.mode, s.symbol, s.direction, s.res`;
const CLOSE = `update option_orders as o set status = ${STATUS}, result = ${RESULT}, outcome = ${OUTCOME}, close_tick_id = v.tick_id, `
  + `close_atoms = v.close_atoms, settled_at = cast(? as bigint) from v where ${JOIN}`;
/** The citations of the close ticks, one per settled order (subject `option:<id>:close`), for the market's door. */
export const CITE_SELECT = `select v.tick_id as tick_id, 'option:' || o.id || ':close' as subject from v join option_orders o on ${JOIN} where v.tick_id is not null`;
export const GROUP_COLUMNS = COLUMNS;

/** The groups' rows of the table `v`. */
export function groupRows(groups: readonly CloseGroup[]): unknown[][] {
  return groups.map((g) => {
    const tick = tickSizeOf(g.price_decimals);
    const half = tick / 2n;
    return [g.symbol, g.close_time, g.price_decimals, g.tick_id, g.close_atoms, tick, half, g.close_atoms === null ? null : (g.close_atoms + half) / tick];
  });
}

/** The first `limit` groups of open orders due by `upTo`, oldest close first. */
export async function dueGroups(db: Db, upTo: number, limit: number): Promise<DueGroup[]> {
  return (await query(db, DUE_GROUPS, [upTo, limit])).map((r) => ({
    symbol: String(r.symbol), close_time: Number(r.close_time), price_decimals: Number(r.price_decimals), n: Number(r.n),
  }));
}

/**
 * PostgreSQL: settlement runs of all processes one at a time (a lock held to the end of the transaction), so each
 * run's sums are of exactly the orders its update closes. SQLite has one writer, and the update of a transaction that
 * read before another's write fails whole.
 */
export async function lockRuns(tx: Tx): Promise<void> {
  if (isPostgres(tx)) await query(tx, 'select pg_advisory_xact_lock(cast(? as bigint))', [0x0_7105_e771]);
}

/** The sums of the groups' open orders by user, mode, symbol, direction and result (before they are closed). */
export async function settledSums(tx: Tx, rows: readonly (readonly unknown[])[]): Promise<SettledSum[]> {
  return (await withValues(tx, { columns: COLUMNS, statement: SUMS }, rows)).map((r) => ({
    user_id: Number(r.user_id), mode: r.mode as Mode, symbol: String(r.symbol), direction: r.direction as OptionDirectionText,
    result: r.res as SettledSum['result'], first: Number(r.first), n: Number(r.n), stake: BigInt(r.stake as bigint), payout: BigInt(r.payout as bigint),
  }));
}

/** Closes the groups' open orders (open -> settled or void) by the rule; answers how many it closed. */
export async function closeGroups(tx: Tx, rows: readonly (readonly unknown[])[], now: number): Promise<number> {
  return (await withValuesRun(tx, { columns: COLUMNS, statement: CLOSE }, rows, [now])).affected;
}
