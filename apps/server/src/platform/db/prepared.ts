import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import type { Db, Tx } from './database.js';

type Executor = Db | Tx;

const MARK = '\u0000candor-param:';

/**
 * A named placeholder to build a prepared query with (prepared below): the query is built and compiled once with the
 * placeholder in the value's place, and each execution puts the named argument there.
 */
export const param = <T>(name: string): T => `${MARK}${name}` as unknown as T;

/**
 * A query built and compiled once, executed many times with new arguments: on the hot paths (an order's statements)
 * building the query tree and compiling it to SQL cost more than SQLite running it. The SQL depends on the dialect,
 * so each instance compiles on its first run with the executor it is given: create one per service (per database),
 * never a module-level one shared by two databases. Only values may be placeholders; the shape of the query (its
 * columns, its conditions) is fixed by `build`. Plugins still see the rows it answers.
 */
export function prepared<R>(build: (db: Executor) => Compilable<R>): (executor: Executor, args: Record<string, unknown>) => Promise<QueryResult<R>> {
  let compiled: CompiledQuery<R> | null = null;
  let slots: (string | null)[] = [];
  return (executor, args) => {
    if (!compiled) {
      compiled = build(executor).compile();
      slots = compiled.parameters.map((p) => (typeof p === 'string' && p.startsWith(MARK) ? p.slice(MARK.length) : null));
    }
    const fixed = compiled.parameters;
    const parameters = slots.map((name, i) => {
      if (name === null) return fixed[i];
      if (!(name in args)) throw new Error(`prepared query: no value for ${name}`);
      return args[name];
    });
    return executor.executeQuery<R>({ ...compiled, parameters });
  };
}

/** A statement without values (a savepoint), compiled once for good. */
export const rawStatement = (text: string): CompiledQuery => CompiledQuery.raw(text);
