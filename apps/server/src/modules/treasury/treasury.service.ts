import { CRYPTO_MARKETS, formatAmount, LIQUIDITY_TARGETS, tryParseAmount, type LiquidityFunding, type LiquidityTarget, type TreasuryHolding, type TreasuryOverview } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { AppError, fail } from '../../platform/http/errors.js';
import type { AdminService, ApprovalNamedRow } from '../backoffice/index.js';
import { platformAccount, type LedgerService } from '../ledger/index.js';
import { createTreasuryRepo, type FundingRow, type HoldingRow } from './treasury.repo.js';

/** The four-eyes action of a liquidity funding. */
export const FUND = 'liquidity.fund';
const subjectOf = (id: number) => ({ type: 'liquidity_funding', id });
const MAX_ATOMS = 10n ** 26n;

/** Every asset a market or the swap can use: the crypto markets' bases and quotes. */
export const TREASURY_ASSETS: readonly string[] = [...new Set(CRYPTO_MARKETS.flatMap((m) => [m.quote, m.base]))];

type Reviewer = { id: number; ip: string };

const holdingOut = (h: HoldingRow): TreasuryHolding => ({
  id: h.id, asset: h.asset, amount: formatAmount(h.amount_atoms), reference: h.reference, note: h.note, recorded_by: h.recorded_by, created_at: h.created_at,
});

function fundingOut(f: FundingRow, requests: readonly ApprovalNamedRow[] = []): LiquidityFunding {
  const request = requests[requests.length - 1];
  return {
    id: f.id, target: f.target, asset: f.asset, amount: formatAmount(f.amount_atoms), note: f.note, status: f.status,
    proposed_by: f.proposed_by, proposed_by_name: request?.proposer ?? null, decided_by: f.decided_by, decided_by_name: request?.decider ?? null,
    created_at: f.created_at, decided_at: f.decided_at,
  };
}

/**
 * The platform's own money in production. An operator records a holding (money the platform holds outside: a bank
 * account, a wallet) as an audited ledger entry from `external` to the platform's `holdings`; moving holdings into the
 * market maker or the swap account takes two different admins (the back office's four eyes). Nothing here writes a
 * price or a user's balance.
 */
export class TreasuryService {
  private readonly repo;

  constructor(db: Db, private readonly clock: Clock, private readonly ledger: LedgerService, private readonly admin: AdminService,
    readonly trial: boolean) {
    this.repo = createTreasuryRepo(db);
  }

  private asset(text: string | undefined): string {
    const asset = text?.trim().toUpperCase() ?? '';
    if (!TREASURY_ASSETS.includes(asset)) fail('treasury_asset_unknown');
    return asset;
  }

  private amount(text: string | undefined): bigint {
    const atoms = text === undefined ? null : tryParseAmount(text);
    if (atoms === null || atoms <= 0n || atoms > MAX_ATOMS) fail('treasury_amount_invalid');
    return atoms;
  }

  async overview(): Promise<TreasuryOverview> {
    const assets = [];
    for (const asset of TREASURY_ASSETS) {
      const [holdings, mm, swap] = await Promise.all([
        this.ledger.balance(platformAccount(asset, 'holdings', 'real')), this.ledger.balance(platformAccount(asset, 'market_maker', 'real')),
        this.ledger.balance(platformAccount(asset, 'swap', 'real')),
      ]);
      assets.push({
        asset, holdings: formatAmount(holdings.available),
        market_maker: formatAmount(mm.available + mm.locked), swap: formatAmount(swap.available + swap.locked),
      });
    }
    const pending = await this.fundings({ status: 'pending', limit: 100, offset: 0 });
    return { trial: this.trial, assets, pending: pending.items };
  }

  /** Records a holding: the platform's holdings account is credited from the outside world, audited in the same transaction. */
  async recordHolding(by: Reviewer, f: { asset?: string; amount?: string; reference?: string; note?: string }): Promise<TreasuryHolding> {
    const asset = this.asset(f.asset);
    const amount = this.amount(f.amount);
    const reference = f.reference?.trim() ?? '';
    if (!reference) fail('treasury_reference_required');
    const note = f.note?.trim() ?? '';
    return this.ledger.transaction(async (tx) => {
      const row = await this.repo.insertHolding(tx, { asset, amount_atoms: amount, reference, note, recorded_by: by.id, created_at: this.clock.now() });
      await this.ledger.post(tx, {
        actor: { type: 'admin', id: by.id }, reason: 'holding_recorded', detail: asset, ref: `treasury:holding:${row.id}`,
        lines: [{ account: platformAccount(asset, 'external', 'real'), amount: -amount }, { account: platformAccount(asset, 'holdings', 'real'), amount }],
      });
      await this.admin.auditIn(tx, by.id, 'treasury.record_holding', `holding:${row.id}`, { asset, amount: formatAmount(amount), reference, note }, by.ip);
      return holdingOut(row);
    });
  }

  async holdings(page: { limit: number; offset: number }): Promise<{ total: number; items: TreasuryHolding[] }> {
    const { rows, total } = await this.repo.holdings(page);
    return { total, items: rows.map(holdingOut) };
  }

  async fundings(q: { status?: FundingRow['status']; limit: number; offset: number }): Promise<{ total: number; items: LiquidityFunding[] }> {
    const { rows, total } = await this.repo.fundings(q);
    const requests = await this.admin.fourEyes.ofSubjects(subjectOf(0).type, rows.map((r) => r.id));
    return { total, items: rows.map((r) => fundingOut(r, requests.get(r.id))) };
  }

  private async held(asset: string, tx?: Tx): Promise<bigint> {
    return (await this.ledger.balance(platformAccount(asset, 'holdings', 'real'), tx)).available;
  }

  /** The first admin proposes moving holdings into the market maker or the swap account; nothing moves yet. */
  async propose(by: Reviewer, f: { target?: string; asset?: string; amount?: string; note?: string }): Promise<LiquidityFunding> {
    if (!LIQUIDITY_TARGETS.includes(f.target as LiquidityTarget)) fail('treasury_target_invalid');
    const target = f.target as LiquidityTarget;
    const asset = this.asset(f.asset);
    const amount = this.amount(f.amount);
    if ((await this.held(asset)) < amount) fail('treasury_holdings_short', { asset });
    return this.ledger.transaction(async (tx) => {
      const row = await this.repo.insertFunding(tx, {
        target, asset, amount_atoms: amount, note: f.note?.trim() ?? '', status: 'pending', proposed_by: by.id, decided_by: null,
        created_at: this.clock.now(), decided_at: null,
      });
      await this.admin.fourEyes.review(tx, {
        action: FUND, subject: subjectOf(row.id), by, detail: { target, asset, amount: formatAmount(amount) },
        errors: { sameAdmin: 'treasury_same_admin', busy: 'treasury_funding_not_pending' },
      });
      return fundingOut(row, (await this.admin.fourEyes.ofSubjectsIn(tx, subjectOf(0).type, [row.id])).get(row.id));
    });
  }

  /** A second, different admin approves: the holdings move in one ledger entry, or nothing does. */
  async approve(by: Reviewer, id: number): Promise<LiquidityFunding> {
    return this.ledger.transaction(async (tx) => {
      const f = (await this.repo.funding(id, tx)) ?? fail('treasury_funding_not_found');
      // The conditional write locks the funding first, so racing approvals end in one state.
      if (!(await this.repo.decide(tx, id, 'done', by.id, this.clock.now()))) fail('treasury_funding_not_pending');
      const outcome = await this.admin.fourEyes.review(tx, {
        action: FUND, subject: subjectOf(id), by, detail: { target: f.target, asset: f.asset, amount: formatAmount(f.amount_atoms) },
        errors: { sameAdmin: 'treasury_same_admin', busy: 'treasury_funding_not_pending' },
      });
      if (outcome.stage !== 'approved') fail('treasury_funding_not_pending');
      await this.ledger.post(tx, {
        actor: { type: 'admin', id: by.id }, reason: 'liquidity_funding', detail: `${f.target} ${f.asset}`, ref: `treasury:funding:${id}`,
        lines: [
          { account: platformAccount(f.asset, 'holdings', 'real'), amount: -f.amount_atoms },
          { account: platformAccount(f.asset, f.target, 'real'), amount: f.amount_atoms },
        ],
      }).catch((e: unknown) => {
        if (e instanceof AppError && e.key === 'insufficient_balance') fail('treasury_holdings_short', { asset: f.asset });
        throw e;
      });
      const done = (await this.repo.funding(id, tx)) ?? fail('treasury_funding_not_found');
      return fundingOut(done, (await this.admin.fourEyes.ofSubjectsIn(tx, subjectOf(0).type, [id])).get(id));
    });
  }

  /** Refuses a pending funding (its proposer may withdraw it too): nothing moves. */
  async reject(by: Reviewer, id: number): Promise<LiquidityFunding> {
    return this.ledger.transaction(async (tx) => {
      if (!(await this.repo.funding(id, tx))) fail('treasury_funding_not_found');
      if (!(await this.repo.decide(tx, id, 'rejected', by.id, this.clock.now()))) fail('treasury_funding_not_pending');
      await this.admin.fourEyes.close(tx, FUND, subjectOf(id), by);
      const done = (await this.repo.funding(id, tx)) ?? fail('treasury_funding_not_found');
      return fundingOut(done, (await this.admin.fourEyes.ofSubjectsIn(tx, subjectOf(0).type, [id])).get(id));
    });
  }
}
