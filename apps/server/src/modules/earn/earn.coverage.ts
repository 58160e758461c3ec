import { coverageDays, dailyYield, formatAmount, type EarnClosedReason, type EarnCoverage as CoverageView } from '@candor/shared';
import type { EarnLists } from './earn.lists.js';
import type { EarnMoney } from './earn.money.js';

/** The earn account of one coin: what it holds, what it has promised (reserved), and the promised yield per day. */
export type CoinCover = { coin: string; available: bigint; locked: bigint; daily: bigint };

/**
 * How many days of promised yields the earn account covers, per coin, and whether a product takes new orders. The
 * figures are read fresh (a page asks once per request); the promise itself is enforced by the ledger when an order
 * reserves its yield, so a stale figure can never let an order through that the account cannot cover.
 */
export class EarnCoverageService {
  constructor(private readonly money: EarnMoney, private readonly lists: EarnLists) {}

  async all(): Promise<Map<string, CoinCover>> {
    const [trust, quantify, leases, uplan] = await Promise.all([
      this.lists.openTrust(), this.lists.openQuantify(), this.lists.activeLeases(), this.lists.uplanReserved(),
    ]);
    const daily = new Map<string, bigint>();
    const add = (coin: string, v: bigint) => daily.set(coin, (daily.get(coin) ?? 0n) + v);
    for (const o of trust) add(o.coin, dailyYield(o.principal_atoms, o.daily_rate_ppm));
    for (const o of quantify) add(o.coin, dailyYield(o.amount_atoms, o.rate_max_ppm));
    for (const l of leases) add(l.output_coin, l.daily_output_atoms);
    add('USDT', BigInt(uplan.reserved_atoms ?? 0n));
    return new Map(await Promise.all([...daily.keys()].map(async (coin) => [coin, await this.of(coin, daily.get(coin) ?? 0n)] as const)));
  }

  private async of(coin: string, daily: bigint): Promise<CoinCover> {
    const b = await this.money.earnBalance(coin);
    return { coin, available: b.available, locked: b.locked, daily };
  }

  async coin(coin: string, all?: Map<string, CoinCover>): Promise<CoinCover> {
    return (all ?? (await this.all())).get(coin) ?? this.of(coin, 0n);
  }

  static view(c: CoinCover): CoverageView {
    const balance = c.available + c.locked;
    return {
      coin: c.coin, balance: formatAmount(balance), outstanding: formatAmount(c.locked), daily: formatAmount(c.daily),
      days_covered: coverageDays(balance, c.daily), covered: c.available >= 0n,
    };
  }

  /** Why a product takes no new orders, or null: paused, its quota cannot hold a minimum order, or the account cannot cover one. */
  static closedReason(paused: boolean, quotaLeft: bigint, min: bigint, minPromise: bigint, cover: CoinCover): EarnClosedReason | null {
    if (paused) return 'paused';
    if (quotaLeft < min) return 'sold_out';
    if (cover.available < minPromise) return 'uncovered';
    return null;
  }
}
