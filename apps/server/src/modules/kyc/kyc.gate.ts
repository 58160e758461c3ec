import { inTransaction } from '../../platform/db/transactions.js';
import { formatAmount, tryParseAmount, type KycThreshold } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { KycRepo } from './kyc.repo.js';
import type { KycLevelOf } from './kyc.types.js';

type AuditIn = (tx: Tx, adminId: number, action: string, target: string, detail: Record<string, unknown>, ip: string) => Promise<void>;
/** What a user asked to withdraw of a coin through one channel since a time (requests not rejected), in atoms. */
export type WithdrawnSince = (tx: Tx, userId: number, asset: string, since: number) => Promise<bigint>;
/** Above this a threshold is a typo, not a policy (10^12 coins). */
const MAX_THRESHOLD_ATOMS = 10n ** 20n;

/**
 * The KYC gate on withdrawals: what a user withdraws of a coin in one UTC day above the coin's threshold (operator
 * data, kyc_withdraw_thresholds) needs advanced KYC. A coin without a threshold has no gate.
 */
export class KycWithdrawGate {
  constructor(
    private readonly db: Db, private readonly clock: Clock, private readonly repo: KycRepo,
    private readonly levelOf: (userId: number, tx?: Tx) => Promise<KycLevelOf>, private readonly audit: AuditIn,
  ) {}

  /** The ways money leaves (crypto withdrawals, bank withdrawals), each counting its own requests of the day. */
  private readonly channels = new Map<string, WithdrawnSince>();

  /** A way money leaves names what a user withdrew of a coin since a time: the gate counts every channel's day. */
  addChannel(name: string, withdrawn: WithdrawnSince): void {
    this.channels.set(name, withdrawn);
  }

  /** The coin's daily amount without advanced KYC, in atoms; undefined when the coin has none. */
  limitOf(asset: string, tx?: Tx): Promise<bigint | undefined> {
    return this.repo.threshold(asset, tx);
  }

  /**
   * Refuses (kyc_advanced_required, naming the limit) a withdrawal of `amount` atoms when, with `withdrawnToday`
   * (the day's earlier requests of the coin, not rejected), it passes the coin's threshold and the user is not
   * advanced. `channel` is the caller's own channel: the day's requests of every other channel count too, so a
   * user cannot pass the threshold by splitting a day's withdrawals between crypto and bank. Call it in the
   * request's transaction.
   */
  async check(tx: Tx, userId: number, asset: string, amount: bigint, withdrawnToday: bigint, decimals: number, channel: string): Promise<void> {
    const limit = await this.limitOf(asset, tx);
    if (limit === undefined) return;
    // Other channels' requests of this user and coin wait here until this transaction ends, and this one waits for
    // theirs: what they committed is then counted below (each statement reads what is committed by then).
    if (this.channels.size > 1) await this.repo.takeWithdrawTurn(tx, userId, asset);
    let total = withdrawnToday + amount;
    const dayStart = Date.parse(`${new Date(this.clock.now()).toISOString().slice(0, 10)}T00:00:00Z`);
    for (const [name, withdrawn] of this.channels) {
      if (name !== channel) total += await withdrawn(tx, userId, asset, dayStart);
    }
    if (total <= limit) return;
    if ((await this.levelOf(userId, tx)) === 'advanced') return;
    fail('kyc_advanced_required', { limit: formatAmount(limit, decimals), coin: asset });
  }

  async list(decimalsOf: (asset: string) => number): Promise<KycThreshold[]> {
    return (await this.repo.thresholds()).map((t) => ({ coin: t.asset, daily_limit: formatAmount(BigInt(t.daily_atoms), decimalsOf(t.asset)) }));
  }

  /** Sets a coin's threshold (a decimal in the coin's places, 0 or more); audited. */
  async set(by: { id: number; ip: string }, asset: string, amount: string | undefined, decimals: number): Promise<void> {
    const atoms = tryParseAmount((amount ?? '').trim(), decimals);
    if (atoms === null || atoms < 0n || atoms > MAX_THRESHOLD_ATOMS) fail('validation_failed', { field: 'daily_limit' });
    await inTransaction(this.db, async (tx) => {
      const before = await this.repo.threshold(asset, tx);
      await this.repo.setThreshold(tx, asset, atoms, this.clock.now());
      await this.audit(tx, by.id, 'kyc.threshold', `coin:${asset}`, {
        before: before === undefined ? null : formatAmount(before, decimals), after: formatAmount(atoms, decimals),
      }, by.ip);
    });
  }
}
