import { formatAmount, isNetworkCode, isValidAddress, normalizeAddress, parseDepositStep, tryParseAmount, type CoinAdmin, type CoinPatchFields } from '@candor/shared';
import { AppError } from '../../platform/http/errors.js';
import type { AdminActor, Auditor } from '../backoffice/index.js';
import type { CoinSettings, CoinSettingsPatch, CoinsService } from './coins.service.js';

/** The coin settings back office: deposit and withdrawal switches, minimums, fee, review threshold, deposit addresses. */

/** A coin as the back office reads it (packages/shared/src/api/coins.ts). */
export type CoinAdminView = CoinAdmin;
export type { CoinPatchFields };

/** Amounts the back office may set stay far inside a 64-bit column. */
const MAX_SETTING_UNITS = 1_000_000_000n;

export function coinAdminView(c: CoinSettings): CoinAdminView {
  const dec = (v: bigint) => formatAmount(v, c.coin.decimals);
  return {
    id: c.asset, asset: c.asset, currency_id: c.coin.id, name: c.coin.name, decimals: c.coin.decimals, display_decimals: c.coin.displayDecimals,
    deposit_enabled: c.depositEnabled, withdraw_enabled: c.withdrawEnabled, min_deposit: dec(c.minDepositAtoms), deposit_step: dec(c.depositStepAtoms),
    min_withdraw: dec(c.minWithdrawAtoms), withdraw_fee_bps: c.withdrawFeeBps, review_threshold: dec(c.reviewThresholdAtoms),
    networks: c.networks.map((n) => ({ network: n.network, deposit_address: n.depositAddress, sample: n.sample })),
  };
}

function flag(v: string | undefined, field: string): boolean | undefined {
  if (v === undefined || v === '') return undefined;
  if (['1', 'true', 'on'].includes(v)) return true;
  if (['0', 'false', 'off'].includes(v)) return false;
  throw new AppError('coin_setting_invalid', { field });
}

function amount(v: string | undefined, field: string, decimals: number): bigint | undefined {
  if (v === undefined || v === '') return undefined;
  const atoms = tryParseAmount(v, decimals);
  if (atoms === null || atoms < 0n || atoms > MAX_SETTING_UNITS * 10n ** BigInt(decimals)) throw new AppError('coin_setting_invalid', { field });
  return atoms;
}

function step(v: string | undefined, decimals: number): bigint | undefined {
  if (v === undefined || v === '') return undefined;
  const atoms = parseDepositStep(v, decimals);
  if (atoms === null) throw new AppError('coin_setting_invalid', { field: 'deposit_step' });
  return atoms;
}

/** The patch a form asks for: only the fields it sends, each checked (decimal strings, 0/1 switches, integer bps). */
export function parseCoinPatch(f: CoinPatchFields, decimals: number): CoinSettingsPatch {
  const bps = f.withdraw_fee_bps;
  if (bps && !/^(0|[1-9]\d{0,4})$/.test(bps)) throw new AppError('coin_setting_invalid', { field: 'withdraw_fee_bps' });
  const patch: CoinSettingsPatch = {
    depositEnabled: flag(f.deposit_enabled, 'deposit_enabled'), withdrawEnabled: flag(f.withdraw_enabled, 'withdraw_enabled'),
    minDepositAtoms: amount(f.min_deposit, 'min_deposit', decimals), depositStepAtoms: step(f.deposit_step, decimals), minWithdrawAtoms: amount(f.min_withdraw, 'min_withdraw', decimals),
    reviewThresholdAtoms: amount(f.review_threshold, 'review_threshold', decimals), withdrawFeeBps: bps ? Number(bps) : undefined,
  };
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as CoinSettingsPatch;
}

/** The back office's actions on coins, each audited (reads included). */
export class CoinSettingsAdmin {
  constructor(private readonly coins: CoinsService, private readonly audit: Auditor) {}

  async list(by: AdminActor): Promise<{ total: number; items: CoinAdminView[] }> {
    const items = (await this.coins.list()).map(coinAdminView);
    await this.audit.audit(by.id, 'coin.list', 'coins', {}, by.ip);
    return { total: items.length, items };
  }

  async update(by: AdminActor, asset: string, fields: CoinPatchFields): Promise<CoinAdminView> {
    const coin = await this.coins.get(asset);
    const after = await this.coins.update(coin.asset, parseCoinPatch(fields, coin.coin.decimals), by.id);
    await this.audit.audit(by.id, 'coin.update', `coin:${coin.asset}`, { ...fields }, by.ip);
    return coinAdminView(after);
  }

  /** Sets a network's deposit address (checked for the network, stored in one spelling), or clears it when empty. */
  async setAddress(by: AdminActor, asset: string, network: string, addressText: string | undefined): Promise<CoinAdminView> {
    const { coin, network: net } = await this.coins.network(asset, network);
    const raw = addressText?.trim() ?? '';
    const code = net.network;
    if (raw !== '' && (!isNetworkCode(code) || !isValidAddress(code, raw))) throw new AppError('address_invalid_for_network', { network: code });
    const address = raw === '' || !isNetworkCode(code) ? null : normalizeAddress(code, raw);
    const after = await this.coins.setAddress(coin.asset, code, address, false);
    await this.audit.audit(by.id, 'coin.address', `coin:${coin.asset}`, { network: code, address }, by.ip);
    return coinAdminView(after);
  }
}
