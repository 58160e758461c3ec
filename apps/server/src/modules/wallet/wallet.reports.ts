import { formatAmount, type AdminStatement, type Liabilities, type LiabilityKindTotal, type WalletBalanceRow } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import { fail } from '../../platform/http/errors.js';
import type { Holding, LedgerService, Mode } from '../ledger/index.js';
import { adminStatementLineView } from './wallet.views.js';

const kindTotalOf = (h: Holding): LiabilityKindTotal => ({
  kind: h.kind, available: formatAmount(h.available), locked: formatAmount(h.locked), total: formatAmount(h.available + h.locked), accounts: h.accounts,
});
const sumOf = (hs: Holding[]): bigint => hs.reduce((s, h) => s + h.available + h.locked, 0n);

/** The back office's reads of the ledger: one user's statement and the proof-of-liabilities report. */
export class WalletReports {
  constructor(private readonly ledger: LedgerService, private readonly users: { byId(id: number): Promise<unknown> }, private readonly clock: Clock) {}

  /** A user's statement over every mode, with the actor of each entry, and the user's current balances. */
  async userStatement(q: { userId: number; asset?: string | undefined; page: number; limit: number }): Promise<AdminStatement> {
    if (!(await this.users.byId(q.userId))) fail('statement_user_unknown');
    const asset = q.asset?.trim().toUpperCase() || undefined;
    const r = await this.ledger.statement({ ownerId: q.userId, asset }, { limit: q.limit, offset: (q.page - 1) * q.limit });
    const balances: WalletBalanceRow[] = [];
    for (const mode of ['real', 'demo'] as const) {
      for (const b of await this.ledger.balances(q.userId, mode)) {
        balances.push({ asset: b.asset, kind: b.kind, mode: b.mode, available: formatAmount(b.available), locked: formatAmount(b.locked) });
      }
    }
    return { user_id: q.userId, total: r.total, items: r.items.map(adminStatementLineView), balances };
  }

  /**
   * Per asset and mode, what users hold against the platform's accounts; both sides sum to zero when the books
   * balance, since every entry balances per asset. The journal check is the ledger's own per-asset total.
   */
  async liabilities(): Promise<Omit<Liabilities, 'trial_liquidity'>> {
    const holdings = await this.ledger.holdings();
    const groups = new Map<string, { asset: string; mode: Mode; rows: Holding[] }>();
    for (const h of holdings) {
      const key = `${h.asset}/${h.mode}`;
      const g = groups.get(key) ?? { asset: h.asset, mode: h.mode, rows: [] };
      g.rows.push(h);
      groups.set(key, g);
    }
    const items = [...groups.values()].map(({ asset, mode, rows }) => {
      const users = rows.filter((h) => h.owner === 'user');
      const platform = rows.filter((h) => h.owner === 'platform');
      return {
        asset, mode, users_total: formatAmount(sumOf(users)), users: users.map(kindTotalOf),
        platform: platform.map(kindTotalOf), platform_total: formatAmount(sumOf(platform)), balanced: sumOf(users) + sumOf(platform) === 0n,
      };
    });
    const journal = [...await this.ledger.journalTotals()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([asset, sum]) => ({ asset, sum: formatAmount(sum), balanced: sum === 0n }));
    return {
      generated_at: this.clock.now(), journal_balanced: journal.every((j) => j.balanced), journal,
      balanced: items.every((i) => i.balanced), total: items.length, items,
    };
  }
}
