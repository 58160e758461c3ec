import { MAX_WITHDRAWALS_PER_DAY, formatAmount, type WithdrawInfo } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { FourEyes } from '../backoffice/index.js';
import type { CodesService } from '../codes/index.js';
import type { CoinsService } from '../coins/index.js';
import type { KycService } from '../kyc/index.js';
import { userAccount, type LedgerService } from '../ledger/index.js';
import type { UsersService } from '../users/index.js';
import type { UserTotp } from '../account/index.js';
import { AddressBook, namesCoin, type CoinRef } from './addresses.service.js';
import { FundPasswordGuard } from './fund-password.js';
import type { WithdrawalsAnnounce } from './withdrawals.events.js';
import { WithdrawalReview } from './withdrawals.review.js';
import { createWithdrawalsRepo } from './withdrawals.repo.js';
import { WITHDRAWAL_ARRIVAL_HOURS, checkWithdrawAmount, feeRateOf, utcDayOf } from './withdrawals.rules.js';
import { withdrawalOut, type WithdrawalView } from './withdrawals.views.js';

export type WithdrawalsDeps = {
  db: Db; clock: Clock; ledger: LedgerService; coins: CoinsService; users: UsersService; codes: CodesService; idempotency: Idempotency;
  /** Maker-checker of the back office: payments at or above the review threshold. */
  fourEyes: FourEyes;
  /** Above a coin's daily threshold a withdrawal needs advanced KYC. */
  kyc: Pick<KycService, 'withdrawGate'>;
  /** The user's second factor: asked with the fund password while on. */
  totp: UserTotp;
  /** Where decisions are announced after their commit (the module: the bus); none when absent. */
  announce?: WithdrawalsAnnounce | undefined;
};
export type WithdrawalsOptions = { dailyLimit?: number };
export type WithdrawInput = CoinRef & {
  address_id?: number | undefined; network?: string | undefined; amount?: string | undefined; pay_password?: string | undefined;
  totp?: string | undefined;
};
type Page = { page: number; limit: number };

/**
 * Withdrawals: the address book, the fund password's tries, requests (amount + fee locked in the funding account
 * until review) and the user's records. The back-office review is `review`.
 */
export class WithdrawalsService {
  readonly fundPassword: FundPasswordGuard;
  readonly addresses: AddressBook;
  readonly review: WithdrawalReview;
  readonly dailyLimit: number;
  private readonly repo;

  constructor(private readonly d: WithdrawalsDeps, options: WithdrawalsOptions = {}) {
    this.repo = createWithdrawalsRepo(d.db);
    this.fundPassword = new FundPasswordGuard(d.db, d.clock, d.users);
    this.addresses = new AddressBook(d.db, d.clock, d.coins, d.codes, this.fundPassword);
    this.review = new WithdrawalReview(d.db, d.clock, d.ledger, d.coins, d.fourEyes, d.users, d.announce);
    this.dailyLimit = options.dailyLimit ?? MAX_WITHDRAWALS_PER_DAY;
  }

  /** The fund password check with limited tries, for any module that guards an action with it. */
  verifyFundPassword(userId: number, password: string | undefined): Promise<void> {
    return this.fundPassword.verify(userId, password);
  }

  /** What the withdraw page needs: each coin's networks, minimum, fee rate and switch, the user's funding balance and today's count. */
  async currencies(userId: number): Promise<WithdrawInfo> {
    const used = await this.repo.dayCount(userId, utcDayOf(this.d.clock.now()));
    const coins = await Promise.all((await this.d.coins.list()).map(async (c) => {
      const { available } = await this.d.ledger.balance(userAccount(userId, c.asset, 'funding', 'real'));
      return {
        currency_id: c.coin.id, coin: c.asset, name: c.coin.name, decimals: c.coin.decimals, withdraw_enabled: c.withdrawEnabled,
        networks: c.networks.map((n) => n.network), min_withdraw: formatAmount(c.minWithdrawAtoms, c.coin.decimals),
        fee_bps: c.withdrawFeeBps, fee_rate: feeRateOf(c.withdrawFeeBps), available: formatAmount(available, c.coin.decimals),
      };
    }));
    return {
      daily_limit: this.dailyLimit, used_today: used, remaining_today: Math.max(0, this.dailyLimit - used),
      arrival_hours: WITHDRAWAL_ARRIVAL_HOURS, coins, two_factor: await this.d.totp.isEnabled(userId),
    };
  }

  /** The book entry a request pays to: the chosen one, or "set one first" when the user has none for the coin. */
  private async destination(userId: number, f: WithdrawInput) {
    if (f.address_id !== undefined) {
      const entry = await this.addresses.owned(userId, f.address_id);
      const named = namesCoin(f) ? await this.addresses.coinOf(f) : undefined;
      const networkNamed = f.network?.trim().toUpperCase();
      // A coin or network sent beside the address must be the address's own, so the page cannot pay the wrong book entry.
      if ((named && named.asset !== entry.asset) || (networkNamed && networkNamed !== entry.network)) fail('validation_failed', { field: 'address_id' });
      return { entry, coin: named ?? await this.d.coins.get(entry.asset) };
    }
    const coin = await this.addresses.coinOf(f);
    const network = f.network?.trim() ? (await this.d.coins.network(coin.asset, f.network.trim())).network.network : undefined;
    const held = await this.addresses.list(userId, { coin: coin.asset, network });
    return fail(held.length === 0 ? 'withdraw_address_required' : 'withdraw_address_choose');
  }

  /**
   * A withdrawal request: checked, then at most once per idempotency key, in one transaction: one of the day's
   * requests is taken, the request stored and amount + fee locked in the funding account. Any refusal (the day's
   * limit, an insufficient balance) rolls all three back.
   */
  async request(userId: number, f: WithdrawInput, key: string | undefined): Promise<WithdrawalView> {
    const { entry, coin } = await this.destination(userId, f);
    if (!coin.withdrawEnabled) fail('withdraw_disabled', { coin: coin.asset });
    const { amount, fee } = checkWithdrawAmount(f.amount, coin);
    await this.fundPassword.verify(userId, f.pay_password);
    await this.d.totp.verify(userId, f.totp);
    const request = { address_id: entry.id, asset: coin.asset, network: entry.network, amount: amount.toString() };
    return this.d.idempotency.once({ userId, scope: 'withdrawal', key, request }, async (tx) => {
      const now = this.d.clock.now();
      const day = utcDayOf(now);
      if (!(await this.repo.takeDaySlot(tx, userId, day, this.dailyLimit))) fail('withdraw_daily_limit', { limit: this.dailyLimit });
      // The day slot's row lock orders a user's requests, so the day's total below counts every earlier one.
      const today = await this.repo.requestedSince(tx, userId, coin.asset, Date.parse(`${day}T00:00:00Z`));
      await this.d.kyc.withdrawGate.check(tx, userId, coin.asset, amount, today, coin.coin.decimals, 'crypto');
      const row = await this.repo.insert(tx, {
        user_id: userId, asset: coin.asset, network: entry.network, address: entry.address, amount_atoms: amount, fee_atoms: fee,
        status: 'processing', reason: null, tx_hash: null,
        decided_by: null, decided_at: null, created_at: now, updated_at: now,
      });
      await this.d.ledger.lock(tx, {
        account: userAccount(userId, coin.asset, 'funding', 'real'), amount: amount + fee,
        actor: { type: 'user', id: userId }, reason: 'withdrawal_request', ref: `withdrawal:${row.id}:lock`,
      });
      return withdrawalOut(row);
    });
  }

  /** The user's own withdrawals, newest first. */
  /** What a user asked to withdraw of a coin since a time, requests not rejected (the KYC gate's crypto channel). */
  requestedSince(tx: Tx, userId: number, asset: string, since: number): Promise<bigint> {
    return this.repo.requestedSince(tx, userId, asset, since);
  }

  async records(userId: number, p: Page): Promise<{ total: number; items: WithdrawalView[] }> {
    const { rows, total } = await this.repo.ofUser(userId, { limit: p.limit, offset: (p.page - 1) * p.limit });
    return { total, items: rows.map(withdrawalOut) };
  }
}
