import { isNetworkCode } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { UploadsService } from '../uploads/index.js';
import type { CoinNetwork, CoinSettings, CoinsService } from '../coins/index.js';
import type { LedgerService } from '../ledger/index.js';
import { createDepositsRepo, type DepositsRepo } from './deposits.repo.js';
import { parseDepositAmount, parseProofId, parseTxHash } from './deposits.rules.js';
import { DepositReviews } from './deposits.review.js';
import type { Auditor, FourEyes } from '../backoffice/index.js';
import type { DepositsAnnounce } from './deposits.events.js';
import { depositRecord, type DepositRecord } from './deposits.views.js';

/** The coin and network a request names: `coin` (symbol) or `currency_id`, and `network` (the only one when the coin has one). */
export type CoinChoice = { coin?: string | undefined; currency_id?: string | undefined; network?: string | undefined };
export type ChargeInput = CoinChoice & { amount?: string | undefined; proof_id?: string | undefined; hash?: string | undefined };

export type DepositsDeps = {
  db: Db; clock: Clock; coins: CoinsService; uploads: UploadsService; idempotency: Idempotency; ledger: LedgerService;
  /** The admin service's audit log, for the back-office parts. */
  audit: Auditor;
  /** Maker-checker of the back office: approvals at or above the review threshold. */
  fourEyes: FourEyes;
  /** Where credits are announced after their commit (the module: the bus); none when absent. */
  announce?: DepositsAnnounce | undefined;
};

/** A unique-index refusal of the proof column (PostgreSQL names the index; SQLite names the column). */
function isProofReuse(error: unknown): boolean {
  const e = error as { constraint?: unknown; message?: unknown };
  return e.constraint === 'deposits_proof_unique' || (typeof e.message === 'string' && e.message.includes('deposits.proof_upload_id'));
}

/** A unique-index refusal of a live transaction hash (PostgreSQL names the index; SQLite names the columns). */
function isHashReuse(error: unknown): boolean {
  const e = error as { constraint?: unknown; message?: unknown };
  return e.constraint === 'deposits_hash_live' || (typeof e.message === 'string' && e.message.includes('deposits.network, deposits.tx_hash'));
}

/**
 * Deposit requests of users: the coin's network must be open and have an address, the amount a whole number at
 * least the minimum, the proof the user's own unused upload. A request moves no money: an admin's approval
 * does (deposits.review.ts).
 */
export class DepositsService {
  private readonly repo: DepositsRepo;
  /** The back office's review queue (approve, reject). */
  readonly reviews: DepositReviews;

  constructor(private readonly d: DepositsDeps) {
    this.repo = createDepositsRepo(d.db);
    this.reviews = new DepositReviews({ db: d.db, clock: d.clock, coins: d.coins, ledger: d.ledger, audit: d.audit, fourEyes: d.fourEyes, announce: d.announce });
  }

  /** The coin a request names; validation_failed (coin) when it names none. */
  async coinOf(choice: CoinChoice): Promise<CoinSettings> {
    const id = choice.coin?.trim() || choice.currency_id?.trim();
    if (!id) throw new AppError('validation_failed', { field: 'coin' });
    return this.d.coins.get(id);
  }

  /** The coin and network a request names, refusing a coin whose deposits are off ("Deposit not yet open"). */
  async openNetwork(choice: CoinChoice): Promise<{ coin: CoinSettings; network: CoinNetwork }> {
    const coin = await this.coinOf(choice);
    const named = choice.network?.trim();
    const only = coin.networks.length === 1 ? coin.networks[0]?.network : undefined;
    if (!named && !only) throw new AppError('validation_failed', { field: 'network' });
    const { network } = await this.d.coins.network(coin.asset, named || (only as string));
    if (!coin.depositEnabled) throw new AppError('deposit_closed');
    return { coin, network };
  }

  /** The network's deposit address; "Payment address is not currently configured" when it has none. */
  async address(choice: CoinChoice): Promise<{ coin: CoinSettings; network: CoinNetwork; address: string }> {
    const { coin, network } = await this.openNetwork(choice);
    if (!network.depositAddress) throw new AppError('deposit_address_missing');
    return { coin, network, address: network.depositAddress };
  }

  /**
   * Records a deposit request in status processing, at most once per idempotency key. The proof must be the
   * caller's own deposit_proof upload and serves one request only; a hash a live request already claims is refused.
   */
  async charge(userId: number, input: ChargeInput, key: string | undefined): Promise<DepositRecord> {
    const { coin, network, address } = await this.address(input);
    const amount = parseDepositAmount(input.amount, coin);
    const proofId = parseProofId(input.proof_id);
    if (!isNetworkCode(network.network)) throw new AppError('network_unknown');
    const hash = parseTxHash(input.hash, network.network);
    try {
      return await this.d.idempotency.once({ userId, scope: 'deposit.charge', key, request: input }, async (tx) => {
        await this.checkProof(tx, userId, proofId);
        if (hash !== null && await this.repo.hashClaimed(tx, network.network, hash)) throw new AppError('deposit_hash_used');
        const now = this.d.clock.now();
        const row = await this.repo.insert(tx, {
          user_id: userId, asset: coin.asset, network: network.network, amount_atoms: amount, tx_hash: hash, proof_upload_id: proofId,
          deposit_address: address, address_sample: network.sample ? 1 : 0, status: 'processing', reject_reason: null,
          reviewed_by: null, reviewed_at: null, created_at: now, updated_at: now,
        });
        return depositRecord(row);
      });
    } catch (error) {
      // Two requests with one proof at once: the index lets one through and refuses the other.
      if (isProofReuse(error)) throw new AppError('deposit_proof_used');
      // Two requests with one transaction hash at once: the index lets one through and refuses the other.
      if (isHashReuse(error)) throw new AppError('deposit_hash_used');
      throw error;
    }
  }

  private async checkProof(tx: Tx, userId: number, proofId: number): Promise<void> {
    try {
      await this.d.uploads.owned(proofId, userId, 'deposit_proof', tx);
    } catch (error) {
      if (error instanceof AppError && error.key === 'upload_not_found') throw new AppError('deposit_proof_invalid');
      throw error;
    }
    if (await this.repo.proofUsed(tx, proofId)) throw new AppError('deposit_proof_used');
  }

  /**
   * The user's deposit records, newest first, as the wire shows them (decimal strings). Public: the wallet's
   * combined log (charge_mention/walletLog) merges them with the withdrawal records.
   */
  async records(userId: number, q: { page: number; limit: number }): Promise<{ total: number; items: DepositRecord[] }> {
    const { items, total } = await this.repo.ofUser(userId, q.limit, (q.page - 1) * q.limit);
    return { total, items: items.map(depositRecord) };
  }
}
