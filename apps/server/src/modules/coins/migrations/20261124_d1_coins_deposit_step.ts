import type { Kysely } from 'kysely';

/**
 * Each coin's deposit step (decisions.md, Deposits): a deposit is a multiple of it. Stablecoins take whole numbers,
 * BTC steps of 0.0001 and ETH of 0.001 (8 places); a coin not named here takes whole numbers. The operator changes
 * them in the back office.
 */
const STEPS: Record<string, bigint> = { BTC: 10_000n, ETH: 100_000n };
const WHOLE = 1_00000000n;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coin_settings').addColumn('deposit_step_atoms', 'bigint', (c) => c.notNull().defaultTo(WHOLE)).execute();
  const raw = db as Kysely<Record<string, Record<string, unknown>>>;
  for (const [asset, step] of Object.entries(STEPS)) {
    await raw.updateTable('coin_settings').set({ deposit_step_atoms: step }).where('asset', '=', asset).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coin_settings').dropColumn('deposit_step_atoms').execute();
}
