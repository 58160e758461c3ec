import {
  BANK_ARRIVAL_HOURS, BANK_DAILY_LIMIT_ATOMS, BANK_FEE_BPS, BANK_FEE_MIN_ATOMS, BANK_MIN_WITHDRAW_ATOMS, BANK_WITHDRAW_ASSET,
  checkBankAmount, fiatAmountOf, formatAmount, type BankWithdrawInfo, type BankWithdrawal,
} from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import type { Transactions } from '../../platform/db/transactions.js';
import { fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { FourEyes } from '../backoffice/index.js';
import type { KycService } from '../kyc/index.js';
import { userAccount, type LedgerService } from '../ledger/index.js';
import type { SwapService } from '../swap/index.js';
import type { UsersService } from '../users/index.js';
import { BankCards, type VerifiedNames } from './bank.cards.js';
import { createBankRepo } from './bank.repo.js';
import { BankReview } from './bank.review.js';
import { cardOut, cardSnapshot, withdrawalOut } from './bank.views.js';

export type BankDeps = {
  db: Db; clock: Clock; transactions: Transactions; ledger: LedgerService; idempotency: Idempotency; fourEyes: FourEyes;
  /** The KYC door: the verified name cards must carry, and the gate on a day's withdrawals above the coin's threshold. */
  kyc: VerifiedNames & Pick<KycService, 'withdrawGate'>; swap: Pick<SwapService, 'publishedFiatRate' | 'currencies'>; users: Pick<UsersService, 'namesOf'>;
  /** The fund password check of the withdrawals module (limited tries). */
  fundPassword: { verifyFundPassword(userId: number, password: string | undefined): Promise<void> };
};
export type BankWithdrawInput = {
  card_id?: number | undefined; amount?: string | undefined; currency?: string | undefined; pay_password?: string | undefined;
};

export const utcDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const usdt = (atoms: bigint): string => formatAmount(atoms, 8);

/**
 * Bank cards and bank withdrawals: USDT paid out as fiat at the operator's published rate to a bound card. A
 * request holds amount + fee in the funding account; finance pays (review) or rejects it.
 */
export class BankService {
  readonly cards: BankCards;
  readonly review: BankReview;
  private readonly repo;

  constructor(private readonly d: BankDeps) {
    this.repo = createBankRepo(d.db);
    this.cards = new BankCards(this.repo, d.transactions, d.clock, d.kyc, d.swap);
    this.review = new BankReview(this.repo, d.clock, d.ledger, d.fourEyes, d.users);
  }

  async info(userId: number): Promise<BankWithdrawInfo> {
    const { available } = await this.d.ledger.balance(userAccount(userId, BANK_WITHDRAW_ASSET, 'funding', 'real'));
    const used = await this.repo.dayTotal(userId, utcDayOf(this.d.clock.now()));
    const left = BANK_DAILY_LIMIT_ATOMS > used ? BANK_DAILY_LIMIT_ATOMS - used : 0n;
    return {
      asset: BANK_WITHDRAW_ASSET, available: usdt(available), min_amount: usdt(BANK_MIN_WITHDRAW_ATOMS), fee_bps: BANK_FEE_BPS,
      fee_min: usdt(BANK_FEE_MIN_ATOMS), daily_limit: usdt(BANK_DAILY_LIMIT_ATOMS), used_today: usdt(used), remaining_today: usdt(left),
      arrival_hours: BANK_ARRIVAL_HOURS, rates: (await this.d.swap.currencies()).fiats,
      cards: (await this.cards.list(userId)).map(cardOut),
    };
  }

  /**
   * A bank withdrawal: checked, then at most once per idempotency key, in one transaction: the day's total grows,
   * the request is stored with the card and rate as they are now, and amount + fee are locked in the funding
   * account. A refusal (the day's limit, an insufficient balance) rolls all three back.
   */
  async request(userId: number, f: BankWithdrawInput, key: string | undefined): Promise<BankWithdrawal> {
    if (f.card_id === undefined) fail('bank_card_required');
    const card = await this.cards.owned(userId, f.card_id);
    const checked = checkBankAmount(f.amount);
    if (!checked.ok) {
      if (checked.error === 'bank_amount_below_min') fail('bank_amount_below_min', { min: usdt(BANK_MIN_WITHDRAW_ATOMS) });
      fail(checked.error, { decimals: 8, min: usdt(BANK_MIN_WITHDRAW_ATOMS), coin: BANK_WITHDRAW_ASSET });
    }
    const code = (f.currency?.trim() || card.currency).toUpperCase();
    const rate = /^[A-Z]{3}$/.test(code) ? await this.d.swap.publishedFiatRate(code) : undefined;
    if (!rate) return fail('bank_currency_unavailable', { currency: code.slice(0, 3) });
    await this.d.fundPassword.verifyFundPassword(userId, f.pay_password);
    const { amount, fee } = checked;
    const request = { card_id: card.id, amount: amount.toString(), currency: code };
    return this.d.idempotency.once({ userId, scope: 'bank.withdraw', key, request }, async (tx) => {
      const now = this.d.clock.now();
      const day = utcDayOf(now);
      if (!(await this.repo.addToDay(tx, userId, day, amount, BANK_DAILY_LIMIT_ATOMS))) {
        const used = await this.repo.dayTotal(userId, day, tx);
        fail('bank_daily_limit', { limit: usdt(BANK_DAILY_LIMIT_ATOMS), left: usdt(BANK_DAILY_LIMIT_ATOMS > used ? BANK_DAILY_LIMIT_ATOMS - used : 0n) });
      }
      // The day's row is locked now, so its total counts every earlier bank request of today: above the coin's
      // threshold the KYC gate asks for advanced verification, as crypto withdrawals do.
      const before = (await this.repo.dayTotal(userId, day, tx)) - amount;
      await this.d.kyc.withdrawGate.check(tx, userId, BANK_WITHDRAW_ASSET, amount, before, 8, 'bank');
      const row = await this.repo.insert(tx, {
        user_id: userId, card_id: card.id, card_json: cardSnapshot(card), asset: BANK_WITHDRAW_ASSET, amount_atoms: amount, fee_atoms: fee,
        currency: rate.code, rate_atoms: rate.rateAtoms, currency_decimals: rate.decimals, fiat_atoms: fiatAmountOf(amount, rate.rateAtoms, rate.decimals),
        status: 'processing', reason: null, payment_ref: null, decided_by: null, decided_at: null, created_at: now, updated_at: now,
      });
      await this.d.ledger.lock(tx, {
        account: userAccount(userId, BANK_WITHDRAW_ASSET, 'funding', 'real'), amount: amount + fee,
        actor: { type: 'user', id: userId }, reason: 'bank_withdrawal_request', ref: `bank_withdrawal:${row.id}:lock`,
      });
      return withdrawalOut(row);
    });
  }

  /** What a user asked to withdraw to a bank since a time, as USDT (the KYC gate's bank channel): the day's total. */
  async requestedSince(tx: Tx, userId: number, asset: string, since: number): Promise<bigint> {
    return asset === BANK_WITHDRAW_ASSET ? this.repo.dayTotal(userId, utcDayOf(since), tx) : 0n;
  }

  async records(userId: number, p: { page: number; limit: number }): Promise<{ total: number; items: BankWithdrawal[] }> {
    const { rows, total } = await this.repo.list({ userId }, { limit: p.limit, offset: (p.page - 1) * p.limit });
    return { total, items: rows.map(withdrawalOut) };
  }
}
