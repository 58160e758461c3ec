import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';

/** `%text%` for a case-insensitive LIKE with % and _ taken literally (escape character \). */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A case-insensitive "contains" over one or more text columns, the same on SQLite and PostgreSQL. */
export function containsAny<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, columns: readonly string[], text: string) {
  const like = containsPattern(text);
  // The column names come from the repository's code, never from the request.
  return eb.or(columns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${like} escape '\\'`));
}
