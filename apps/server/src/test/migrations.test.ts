import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateApp, migrations } from '../migrations.js';
import { modules } from '../modules/index.js';
import { collectTables } from '../platform/kit/compose.js';
import { createTestApp, dialectUnderTest, type TestApp } from './harness.js';

/** The migrations that came with the module kit: databases from before it had run none of them. */
const SINCE_THE_KIT = Object.keys(migrations).filter((n) => n.includes('.') || /^\d{8}_/.test(n));

async function tablesOf(db: Kysely<unknown>): Promise<string[]> {
  const rows = dialectUnderTest === 'postgres'
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows;
  return rows.map((r) => r.name).filter((n) => !n.startsWith('kysely_')).sort();
}

async function schemaOf(db: Kysely<unknown>): Promise<string[]> {
  if (dialectUnderTest === 'postgres') {
    const columns = await sql<{ t: string; c: string; d: string; n: string }>`select table_name as t, column_name as c, data_type as d, is_nullable as n
      from information_schema.columns where table_schema = current_schema() order by table_name, column_name`.execute(db);
    const indexes = await sql<{ d: string }>`select indexdef as d from pg_indexes where schemaname = current_schema() order by indexname`.execute(db);
    return [...columns.rows.map((r) => `${r.t}.${r.c} ${r.d} ${r.n}`), ...indexes.rows.map((r) => r.d)];
  }
  return (await sql<{ s: string }>`select sql as s from sqlite_master where sql is not null and name not like 'kysely_%' order by name`.execute(db)).rows.map((r) => r.s);
}

describe('migrations of the modules', () => {
  let t: TestApp;
  afterEach(async () => { await t.close(); });

  it('create exactly the tables the platform and the modules declare, each owned once', async () => {
    t = await createTestApp();
    const owners = collectTables(modules);
    expect(await tablesOf(t.app.platform.db as unknown as Kysely<unknown>)).toEqual([...owners.keys()].sort());
  });

  it('bring a database from before the module kit up to date, ending with the same schema as a fresh one', async () => {
    t = await createTestApp();
    const db = t.app.platform.db as unknown as Kysely<unknown>;
    const fresh = await schemaOf(db);
    // What a database of the last release looked like: the kit's migrations never ran and its new tables do not exist;
    // the tables the split migrations own were made by the old 0001_foundation, 0005_wallet and 0007_deposits.
    expect(SINCE_THE_KIT).toEqual(expect.arrayContaining(['0001_foundation.ledger', '0005_wallet.platform', '0007_deposits.uploads', '20261124_platform_jobs']));
    await db.deleteFrom('kysely_migration' as never).where(sql.ref('name'), 'in', SINCE_THE_KIT).execute();
    for (const name of SINCE_THE_KIT.filter((n) => /^\d{8}_/.test(n)).reverse()) await migrations[name]?.down?.(db);
    // A deposit with a recorded first approval, the way the last release kept it: in the deposit's own columns.
    await sql`insert into deposits (user_id, asset, network, amount_atoms, tx_hash, proof_upload_id, deposit_address, address_sample, status,
      reject_reason, first_approved_by, first_approved_at, reviewed_by, reviewed_at, created_at, updated_at)
      values (7, 'USDT', 'TRC20', 2000000000000, null, 77, 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', 1, 'processing', null, 3, 1000, null, null, 900, 1000)`.execute(db);
    await migrateApp(db);
    // It awaits its second approval as a four-eyes request now.
    const moved = await sql<{ action: string; status: string; proposed_by: number }>`select action, status, proposed_by from approvals`.execute(db);
    expect(moved.rows.map((r) => [r.action, r.status, Number(r.proposed_by)])).toEqual([['deposit.approve', 'pending', 3]]);
    await sql`delete from approvals`.execute(db);
    await sql`delete from deposits`.execute(db);
    expect(await schemaOf(db)).toEqual(fresh);
    const ran = await db.selectFrom('kysely_migration' as never).select(sql<string>`name`.as('name')).execute();
    expect(ran.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
  });
});
