import { COINS } from '@candor/shared';
import type { Kysely } from 'kysely';

/** Default minimums and review thresholds of the seed's coins, in atoms (8 places); the operator changes them later. */
const DEFAULTS: Record<string, { min: bigint; threshold: bigint }> = {
  USDT: { min: 10_00000000n, threshold: 10_000_00000000n },
  USDC: { min: 10_00000000n, threshold: 10_000_00000000n },
  ETH: { min: 1000000n, threshold: 5_00000000n },
  BTC: { min: 100000n, threshold: 20000000n },
};

/** The per-coin wallet settings with their deposit addresses (the idempotency keys of this migration moved to 0005_wallet.platform). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('coin_settings')
    .addColumn('asset', 'text', (c) => c.primaryKey())
    .addColumn('deposit_enabled', 'integer', (c) => c.notNull())
    .addColumn('withdraw_enabled', 'integer', (c) => c.notNull())
    .addColumn('min_deposit_atoms', 'bigint', (c) => c.notNull())
    .addColumn('min_withdraw_atoms', 'bigint', (c) => c.notNull())
    .addColumn('withdraw_fee_bps', 'integer', (c) => c.notNull())
    .addColumn('review_threshold_atoms', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'bigint')
    .execute();

  await s.createTable('coin_networks')
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('deposit_address', 'text')
    .addColumn('sample', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('coin_networks_pk', ['asset', 'network'])
    .execute();

  const raw = db as Kysely<Record<string, Record<string, unknown>>>;
  for (const coin of COINS) {
    const d = DEFAULTS[coin.symbol] ?? { min: 1n, threshold: 1n };
    await raw.insertInto('coin_settings').values({
      asset: coin.symbol, deposit_enabled: 1, withdraw_enabled: 1, min_deposit_atoms: d.min, min_withdraw_atoms: d.min,
      withdraw_fee_bps: 300, review_threshold_atoms: d.threshold, updated_at: 0, updated_by: null,
    }).execute();
    for (const network of coin.networks) {
      await raw.insertInto('coin_networks').values({ asset: coin.symbol, network, deposit_address: null, sample: 0, updated_at: 0 }).execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coin_networks').execute();
  await db.schema.dropTable('coin_settings').execute();
}
