import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** The dialect a migration runs on, read from the connection itself. */
export async function dialectOf(db: Kysely<unknown>): Promise<Dialect> {
  // A failed statement would abort a PostgreSQL transaction, so probe with what PostgreSQL has.
  try {
    await sql`select version()`.execute(db);
    return 'postgres';
  } catch {
    return 'sqlite';
  }
}

/** An auto-incrementing integer primary key on either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigserial', (c) => c.primaryKey());
}
