import { isValidAddress, normalizeAddress, type NetworkCode } from '@candor/shared';
import type { SessionUser } from '../../platform/auth/guard.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { CodesService } from '../codes/index.js';
import type { CoinNetwork, CoinSettings, CoinsService } from '../coins/index.js';
import { ownDestination } from '../users/index.js';
import { createAddressesRepo, type WithdrawAddressRow } from './addresses.repo.js';
import type { FundPasswordGuard } from './fund-password.js';
import { ADDRESSES_PER_COIN_NETWORK } from './withdrawals.rules.js';

export type CoinRef = { coin?: string | undefined; currency_id?: string | number | undefined };
export type NewAddress = CoinRef & {
  network?: string | undefined; address?: string | undefined; remark?: string | undefined;
  pay_password?: string | undefined; code?: string | undefined; channel?: string | undefined;
};

/** Whether a request names a coin at all (by symbol or currency_id). */
export const namesCoin = (ref: CoinRef): boolean =>
  Boolean(ref.coin?.trim()) || (ref.currency_id !== undefined && String(ref.currency_id).trim() !== '');

/**
 * The user's withdraw address book. An address is checked for its network (checksum included) and stored in one
 * spelling; adding one needs the fund password and a security code, because it decides where money may go.
 */
export class AddressBook {
  private readonly repo;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly coins: CoinsService,
    private readonly codes: CodesService,
    private readonly fundPassword: FundPasswordGuard,
  ) {
    this.repo = createAddressesRepo(db);
  }

  /** The coin a request names by symbol or currency_id; validation_failed when it names none. */
  async coinOf(ref: CoinRef): Promise<CoinSettings> {
    const id = ref.coin?.trim() || (ref.currency_id === undefined ? '' : String(ref.currency_id).trim());
    if (!id) fail('validation_failed', { field: 'coin' });
    return this.coins.get(id);
  }

  /** A coin and one of its networks, and an address checked and normalised for that network. */
  async checked(ref: CoinRef & { network?: string | undefined; address?: string | undefined }) {
    const coin = await this.coinOf(ref);
    if (!ref.network?.trim()) fail('validation_failed', { field: 'network' });
    const { network } = await this.coins.network(coin.asset, ref.network.trim());
    const address = ref.address?.trim() ?? '';
    if (!address) fail('address_required');
    if (!isValidAddress(network.network, address)) fail('address_invalid_for_network', { network: network.network });
    return { coin, network, address: normalizeAddress(network.network, address) };
  }

  async add(user: SessionUser, f: NewAddress, ip: string): Promise<WithdrawAddressRow> {
    const { coin, network, address } = await this.checked(f);
    await this.fundPassword.verify(user.id, f.pay_password);
    if (!f.code) fail('code_required');
    // The security code is the one sms_other_mail sends (purpose security), as for a fund password change.
    await this.codes.verify({ destination: ownDestination(user, f.channel).destination, purpose: 'security', code: f.code, ip });
    return this.insert(user.id, coin, network, address, f.remark?.trim() ?? '');
  }

  private async insert(userId: number, coin: CoinSettings, network: CoinNetwork, address: string, remark: string) {
    if (await this.repo.find(userId, coin.asset, network.network, address)) fail('withdraw_address_exists');
    const held = await this.repo.list(userId, { asset: coin.asset, network: network.network });
    if (held.length >= ADDRESSES_PER_COIN_NETWORK) fail('withdraw_address_limit', { limit: ADDRESSES_PER_COIN_NETWORK });
    try {
      return await this.repo.insert({ user_id: userId, asset: coin.asset, network: network.network, address, remark, created_at: this.clock.now() });
    } catch (error) {
      // The same address added twice at once: the unique constraint refuses the second.
      if (await this.repo.find(userId, coin.asset, network.network, address)) fail('withdraw_address_exists');
      throw error;
    }
  }

  /** The user's addresses, newest first; a coin (and network) narrows them. */
  async list(userId: number, ref: CoinRef & { network?: string | undefined } = {}): Promise<WithdrawAddressRow[]> {
    if (!namesCoin(ref)) return this.repo.list(userId);
    const coin = await this.coinOf(ref);
    const network = ref.network?.trim() ? (await this.coins.network(coin.asset, ref.network.trim())).network.network : undefined;
    return this.repo.list(userId, { asset: coin.asset, network });
  }

  /** One of the user's own addresses; another user's id answers not found, as a missing one does. */
  async owned(userId: number, id: number): Promise<WithdrawAddressRow> {
    return (await this.repo.owned(userId, id)) ?? fail('withdraw_address_not_found');
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repo.remove(userId, id))) fail('withdraw_address_not_found');
  }

  /** Whether an address is valid for a coin's network, for the form's live check. */
  async check(ref: CoinRef & { network?: string | undefined; address?: string | undefined }): Promise<{ network: NetworkCode; address: string }> {
    const { network, address } = await this.checked(ref);
    return { network: network.network, address };
  }
}
