import { CompiledQuery } from 'kysely';
import { isPostgres, type Db, type Tx } from './database.js';

type Executor = Db | Tx;
type Row = Record<string, unknown>;

/** How a value of a VALUES list is typed: PostgreSQL cannot infer the type of a parameter in a bare VALUES list. */
export type BulkCast = 'bigint' | 'text' | null;

/** Rows per statement: a few thousand parameters, far below SQLite's (32,766) and PostgreSQL's (65,535) limits. */
export const BULK_CHUNK = 500;

/** Statement texts by shape and row count: one chunk size gives one text, which the statement cache keeps prepared. */
const texts = new Map<string, string>();

function valuesText(pg: boolean, casts: readonly BulkCast[], rows: number): string {
  const out: string[] = [];
  let n = 0;
  for (let r = 0; r < rows; r++) {
    const cells = casts.map((cast) => {
      const p = pg ? `$${++n}` : '?';
      return cast ? `cast(${p} as ${cast})` : p;
    });
    out.push(`(${cells.join(', ')})`);
  }
  return out.join(', ');
}

function textOf(key: string, make: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    if (texts.size >= 200) texts.clear();
    text = make();
    texts.set(key, text);
  }
  return text;
}

async function run(executor: Executor, text: string, rows: readonly (readonly unknown[])[]): Promise<Row[]> {
  const parameters: unknown[] = [];
  for (const r of rows) for (const v of r) parameters.push(v);
  const result = await executor.executeQuery<Row>(CompiledQuery.raw(text, parameters));
  return result.rows;
}

/**
 * Inserts many rows in a few multi-row statements whose text is built once per chunk size (no query tree per row):
 * the set-based writes of a settlement run. `conflict` names the unique columns a row that exists is skipped on;
 * `returning` the columns answered of the rows inserted. Table and column names are the caller's constants, never input.
 */
export async function insertRows(executor: Executor, into: { table: string; columns: readonly string[]; conflict?: readonly string[]; returning?: readonly string[] },
  rows: readonly (readonly unknown[])[]): Promise<Row[]> {
  const pg = isPostgres(executor);
  const answered: Row[] = [];
  for (let i = 0; i < rows.length; i += BULK_CHUNK) {
    const chunk = rows.slice(i, i + BULK_CHUNK);
    const text = textOf(`i|${pg}|${into.table}|${into.columns.join()}|${into.conflict?.join() ?? ''}|${into.returning?.join() ?? ''}|${chunk.length}`, () =>
      `insert into ${into.table} (${into.columns.join(', ')}) values ${valuesText(pg, into.columns.map(() => null), chunk.length)}`
      + (into.conflict ? ` on conflict (${into.conflict.join(', ')}) do nothing` : '')
      + (into.returning ? ` returning ${into.returning.join(', ')}` : ''));
    answered.push(...await run(executor, text, chunk));
  }
  return answered;
}

/**
 * Runs `statement` once per chunk of rows with the chunk as a table `v` of the given columns
 * (`with v (a, b) as (values ...) <statement>`): an update of many rows by their keys in one statement
 * (`update t set x = x - v.b from v where t.id = v.a`). `params` are the values of the statement's own `?`
 * placeholders (after the table's in the text). Answers the rows the statements return.
 */
export async function withValues(executor: Executor, v: { columns: readonly (readonly [string, BulkCast])[]; statement: string },
  rows: readonly (readonly unknown[])[], params: readonly unknown[] = []): Promise<Row[]> {
  return (await withValuesRun(executor, v, rows, params)).rows;
}

/** `withValues`, also answering how many rows the statements changed (an update or insert without `returning`). */
export async function withValuesRun(executor: Executor, v: { columns: readonly (readonly [string, BulkCast])[]; statement: string },
  rows: readonly (readonly unknown[])[], params: readonly unknown[] = []): Promise<{ rows: Row[]; affected: number }> {
  const pg = isPostgres(executor);
  const answered: Row[] = [];
  let affected = 0;
  for (let i = 0; i < rows.length; i += BULK_CHUNK) {
    const chunk = rows.slice(i, i + BULK_CHUNK);
    const text = textOf(`v|${pg}|${v.columns.map((c) => c.join(':')).join()}|${v.statement}|${chunk.length}`, () =>
      `with v (${v.columns.map((c) => c[0]).join(', ')}) as (values ${valuesText(pg, v.columns.map((c) => c[1]), chunk.length)}) `
      + placeholders(pg, v.statement, chunk.length * v.columns.length));
    const parameters: unknown[] = [];
    for (const r of chunk) for (const x of r) parameters.push(x);
    const result = await executor.executeQuery<Row>(CompiledQuery.raw(text, [...parameters, ...params]));
    answered.push(...result.rows);
    affected += Number(result.numAffectedRows ?? 0n);
  }
  return { rows: answered, affected };
}

/** Numbers the `?` placeholders of a statement for PostgreSQL (`$1`, `$2`...); SQLite takes them as they are. */
function placeholders(pg: boolean, statement: string, after = 0): string {
  let n = after;
  return pg ? statement.replace(/\?/g, () => `$${++n}`) : statement;
}

/** One statement of the caller's constant text with `?` placeholders, on either database; answers its rows. */
export async function query(executor: Executor, statement: string, parameters: readonly unknown[]): Promise<Row[]> {
  const text = textOf(`q|${isPostgres(executor)}|${statement}`, () => placeholders(isPostgres(executor), statement));
  return (await executor.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]))).rows;
}

/**
 * Runs one statement with a chunk of ids in place of `(:ids)`, which must come after its other `?` placeholders
 * (their values are `before`), once per chunk; answers the rows the statements return.
 */
export async function forIds(executor: Executor, statement: string, before: readonly unknown[], ids: readonly number[]): Promise<Row[]> {
  const pg = isPostgres(executor);
  const answered: Row[] = [];
  for (let i = 0; i < ids.length; i += BULK_CHUNK) {
    const chunk = ids.slice(i, i + BULK_CHUNK);
    const text = textOf(`ids|${pg}|${statement}|${chunk.length}`, () =>
      placeholders(pg, statement.replace('(:ids)', `(${chunk.map(() => '?').join(', ')})`)));
    answered.push(...(await executor.executeQuery<Row>(CompiledQuery.raw(text, [...before, ...chunk]))).rows);
  }
  return answered;
}
