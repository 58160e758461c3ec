import { coinBySymbol, COINS, type Coin, type NetworkCode } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';

export type CoinNetwork = { network: NetworkCode; depositAddress: string | null; sample: boolean };

/** A wallet coin as the operator set it up: what deposits and withdrawals of it must respect. */
export type CoinSettings = {
  asset: string;
  coin: Coin;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  minDepositAtoms: bigint;
  /** A deposit is a multiple of this (the shared deposit rule). */
  depositStepAtoms: bigint;
  minWithdrawAtoms: bigint;
  /** Withdrawal fee in basis points of the amount (300 = 3 %). */
  withdrawFeeBps: number;
  /** At or above this amount a second, different admin must approve. */
  reviewThresholdAtoms: bigint;
  networks: CoinNetwork[];
};

export type CoinSettingsPatch = Partial<{
  depositEnabled: boolean; withdrawEnabled: boolean; minDepositAtoms: bigint; depositStepAtoms: bigint; minWithdrawAtoms: bigint;
  withdrawFeeBps: number; reviewThresholdAtoms: bigint;
}>;

type Reader = Db | Tx;

/** The wallet coins (the seed's four; more coins are rows, not code) and their operator settings. */
export class CoinsService {
  constructor(private readonly db: Db, private readonly clock: Clock) {}

  /** Every wallet coin in the seed's order (BTC, ETH, USDT, USDC by currency_id). */
  async list(db: Reader = this.db): Promise<CoinSettings[]> {
    const rows = await db.selectFrom('coin_settings').selectAll().execute();
    const nets = await db.selectFrom('coin_networks').selectAll().execute();
    return rows.flatMap((r) => {
      const coin = coinBySymbol(r.asset);
      if (!coin) return [];
      const networks = coin.networks.map((network) => {
        const n = nets.find((x) => x.asset === r.asset && x.network === network);
        return { network, depositAddress: n?.deposit_address ?? null, sample: n?.sample === 1 };
      });
      return [{
        asset: r.asset, coin, depositEnabled: r.deposit_enabled === 1, withdrawEnabled: r.withdraw_enabled === 1,
        minDepositAtoms: r.min_deposit_atoms, depositStepAtoms: r.deposit_step_atoms, minWithdrawAtoms: r.min_withdraw_atoms, withdrawFeeBps: r.withdraw_fee_bps,
        reviewThresholdAtoms: r.review_threshold_atoms, networks,
      }];
    }).sort((a, b) => a.coin.id - b.coin.id);
  }

  /** One coin by symbol or by the seed's currency_id; coin_unknown otherwise. */
  async get(symbolOrId: string | number, db: Reader = this.db): Promise<CoinSettings> {
    const symbol = typeof symbolOrId === 'number' || /^\d+$/.test(symbolOrId)
      ? COINS.find((c) => c.id === Number(symbolOrId))?.symbol
      : coinBySymbol(symbolOrId)?.symbol;
    const found = symbol ? (await this.list(db)).find((c) => c.asset === symbol) : undefined;
    if (!found) throw new AppError('coin_unknown');
    return found;
  }

  /** A coin's network (case-insensitive code); network_unknown when the coin does not move on it. */
  async network(symbolOrId: string | number, network: string, db: Reader = this.db): Promise<{ coin: CoinSettings; network: CoinNetwork }> {
    const coin = await this.get(symbolOrId, db);
    const net = coin.networks.find((n) => n.network === network.toUpperCase());
    if (!net) throw new AppError('network_unknown');
    return { coin, network: net };
  }

  /** Changes a coin's settings (the caller audits the admin action). */
  async update(asset: string, patch: CoinSettingsPatch, adminId: number | null): Promise<CoinSettings> {
    const coin = await this.get(asset);
    const negative = [patch.minDepositAtoms, patch.minWithdrawAtoms, patch.reviewThresholdAtoms].some((v) => v !== undefined && v < 0n);
    if (negative) throw new AppError('coin_setting_invalid', { field: 'amount' });
    if (patch.depositStepAtoms !== undefined && patch.depositStepAtoms <= 0n) throw new AppError('coin_setting_invalid', { field: 'deposit_step' });
    if (patch.withdrawFeeBps !== undefined && (!Number.isInteger(patch.withdrawFeeBps) || patch.withdrawFeeBps < 0 || patch.withdrawFeeBps > 5000)) {
      throw new AppError('coin_setting_invalid', { field: 'withdraw_fee_bps' });
    }
    const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 as const : 0 as const);
    await this.db.updateTable('coin_settings').set({
      deposit_enabled: flag(patch.depositEnabled), withdraw_enabled: flag(patch.withdrawEnabled),
      min_deposit_atoms: patch.minDepositAtoms, deposit_step_atoms: patch.depositStepAtoms, min_withdraw_atoms: patch.minWithdrawAtoms,
      withdraw_fee_bps: patch.withdrawFeeBps, review_threshold_atoms: patch.reviewThresholdAtoms,
      updated_at: this.clock.now(), updated_by: adminId,
    }).where('asset', '=', coin.asset).execute();
    return this.get(coin.asset);
  }

  /**
   * Sets (or clears, with null) a coin's deposit address on one network. The caller validates the address
   * for the network; `sample` marks the addresses of a local trial install.
   */
  async setAddress(asset: string, network: string, address: string | null, sample = false): Promise<CoinSettings> {
    const { coin, network: net } = await this.network(asset, network);
    await this.db.updateTable('coin_networks').set({ deposit_address: address, sample: sample ? 1 : 0, updated_at: this.clock.now() })
      .where('asset', '=', coin.asset).where('network', '=', net.network).execute();
    return this.get(coin.asset);
  }
}
