import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** Money columns are named `*_atoms` and stay bigint; they are the only integers that may pass 2^53. */
export const isMoneyColumn = (name: string): boolean => name.endsWith('_atoms');

function convertRow(row: UnknownRow): UnknownRow {
  const out: UnknownRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (isMoneyColumn(key)) {
      // PostgreSQL answers SUM(bigint) as numeric text; SQLite may answer a small sum as a number.
      out[key] = typeof value === 'string' || typeof value === 'number' ? BigInt(value) : value;
    } else {
      out[key] = typeof value === 'bigint' ? Number(value) : value;
    }
  }
  return out;
}

/** Makes both drivers agree: bigint for `*_atoms` columns, number for every other integer. */
export class BigintColumnsPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return { ...args.result, rows: args.result.rows.map(convertRow) };
  }
}
