import { COINS, DAY_MS, dayKey, formatAmount, type DefaultPay, type Lang, type RedeemOutcome, type TrustReport } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { AdminService } from '../backoffice/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { UsersService } from '../users/index.js';
import { EarnAccount } from './earn.account.js';
import { EarnCatalog } from './earn.catalog.js';
import type { EarnContext } from './earn.context.js';
import { EarnCoverageService } from './earn.coverage.js';
import { createEarnLists } from './earn.lists.js';
import { MiningService } from './earn.mining.js';
import { EarnMoney } from './earn.money.js';
import { QuantifyPayer } from './earn.quantify-pay.js';
import { QuantifyService } from './earn.quantify.js';
import { createEarnRepo } from './earn.repo.js';
import { TrustPayer } from './earn.trust-pay.js';
import { TrustService } from './earn.trust.js';
import { UplanService } from './earn.uplan.js';

/** The earn module's service: trust, U plan, quantify, mining, the catalogue, the earn account, and the daily payouts. */
export class EarnService {
  readonly context: EarnContext;
  readonly trust: TrustService;
  readonly trustPayer: TrustPayer;
  readonly quantify: QuantifyService;
  readonly quantifyPayer: QuantifyPayer;
  readonly mining: MiningService;
  readonly uplan: UplanService;
  readonly catalog: EarnCatalog;
  readonly account: EarnAccount;

  constructor(db: Db, clock: Clock, ledger: LedgerService, idempotency: Idempotency, admin: AdminService, users: UsersService) {
    const money = new EarnMoney(ledger);
    const lists = createEarnLists(db);
    this.context = { repo: createEarnRepo(db), lists, money, coverage: new EarnCoverageService(money, lists), clock, idempotency, ledger };
    const c = this.context;
    this.trustPayer = new TrustPayer(c);
    this.trust = new TrustService(c, this.trustPayer);
    this.quantifyPayer = new QuantifyPayer(c);
    this.quantify = new QuantifyService(c, this.quantifyPayer);
    this.mining = new MiningService(c);
    this.uplan = new UplanService(c);
    this.catalog = new EarnCatalog(c);
    this.account = new EarnAccount(c, admin, users);
  }

  /**
   * The `earn.daily` job: every whole day due up to `now` of every order and U plan, each paid once (after downtime
   * one run pays every missed day). Answers a summary for the job history.
   */
  async daily(now: number): Promise<string> {
    const trust = await this.trustPayer.payDue(now);
    const quantify = await this.quantifyPayer.payDue(now);
    const mining = await this.mining.payDue(now);
    const uplan = await this.uplan.payDue(now);
    return `trust ${trust}, quantify ${quantify}, mining ${mining}, U plan ${uplan} days paid`;
  }

  /** lh/deposit/report: per coin, the principal hosted, interest accrued, every yield paid and yesterday's. */
  async report(userId: number): Promise<TrustReport> {
    const c = this.context;
    const [hosting, totals, yesterday] = await Promise.all([
      c.lists.hostingTotals(userId), c.repo.userTotals(userId), c.repo.userDayIncome(userId, dayKey(c.clock.now() - DAY_MS)),
    ]);
    const coins = new Map<string, { hosting: bigint; accrued: bigint; total: bigint; yesterday: bigint }>();
    const at = (coin: string) => coins.get(coin) ?? coins.set(coin, { hosting: 0n, accrued: 0n, total: 0n, yesterday: 0n }).get(coin)!;
    for (const h of hosting) Object.assign(at(h.coin), { hosting: BigInt(h.principal_atoms), accrued: BigInt(h.accrued_atoms) });
    for (const t of totals) at(t.coin).total += BigInt(t.amount_atoms);
    for (const y of yesterday) at(y.coin).yesterday += BigInt(y.amount_atoms);
    if (coins.size === 0) at('USDT');
    return {
      coins: [...coins].map(([coin, v]) => ({
        coin, hosting: formatAmount(v.hosting), accrued: formatAmount(v.accrued), total_income: formatAmount(v.total), yesterday_income: formatAmount(v.yesterday),
      })),
    };
  }

  async defaultPay(userId: number): Promise<DefaultPay> {
    const coins = await Promise.all(COINS.map(async (c) => ({ coin: c.symbol, available: formatAmount(await this.context.money.fundingAvailable(userId, c.symbol)) })));
    return { account: 'funding', coins };
  }

  /** lh/redeem: a trust order early, a quantify order early, or U plan money. */
  async redeem(userId: number, lang: Lang, b: { type: 'trust' | 'uplan' | 'quantify'; id?: number | undefined; amount?: string | undefined }): Promise<RedeemOutcome> {
    if (b.type === 'uplan') {
      const { returned } = await this.uplan.redeem(userId, b.amount);
      return { type: 'uplan', returned: formatAmount(returned), penalty: '0', trust: null, quantify: null, uplan: await this.uplan.state(userId) };
    }
    if (b.id === undefined) fail('earn_order_required');
    if (b.type === 'quantify') {
      const r = await this.quantify.exit(userId, lang, b.id);
      return { type: 'quantify', returned: formatAmount(r.returned), penalty: formatAmount(r.penalty), trust: null, quantify: r.order, uplan: null };
    }
    const r = await this.trust.redeem(userId, lang, b.id);
    return { type: 'trust', returned: formatAmount(r.returned), penalty: formatAmount(r.penalty), trust: r.order, quantify: null, uplan: null };
  }
}
