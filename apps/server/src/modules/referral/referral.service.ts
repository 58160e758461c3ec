import { formatAmount, type ReferralCommission, type ReferralInvitee, type ReferralLeader, type ReferralPayoutDay, type ReferralRate, type ReferralShare } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import { platformAccount, userAccount, type LedgerService } from '../ledger/index.js';
import { bpsText, commissionOf, dayOf, dayStart, DAY_MS, feesByPayer, maskName, nextDay, parseRate } from './referral.math.js';
import { createReferralRepo, type CommissionInsert } from './referral.repo.js';

const SYSTEM = { type: 'system', id: 0 } as const;
/** Missed days are caught up this far back (decisions.md, Referral). */
const CATCH_UP_DAYS = 60;
const fmt = (atoms: bigint): string => formatAmount(atoms);

/**
 * Referral commissions: each day that ended, every referrer is paid the published share of the trading fees their
 * invitees paid that day, from the platform's fee account through the ledger (one entry per referrer and coin).
 */
export class ReferralService {
  private readonly repo;

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly ledger: LedgerService) {
    this.repo = createReferralRepo(db);
  }

  /** The rate of a day: the latest published rate whose first day is not after it. */
  async rateOn(day: string, tx?: Tx): Promise<number> {
    const rates = await this.repo.rates(tx);
    return rates.find((r) => r.effective_day <= day)?.rate_bps ?? 0;
  }

  async rate(): Promise<ReferralRate> {
    const today = dayOf(this.clock.now());
    const rates = await this.repo.rates();
    const current = rates.find((r) => r.effective_day <= today);
    const next = rates.find((r) => r.effective_day > today);
    return {
      rate_bps: current?.rate_bps ?? 0, rate: bpsText(current?.rate_bps ?? 0), effective_day: current?.effective_day ?? today,
      next: next ? { rate: bpsText(next.rate_bps), effective_day: next.effective_day } : null,
    };
  }

  /** The back office sets the rate from tomorrow (UTC) on: today and the days already paid keep theirs. */
  async setRate(adminId: number, text: string | undefined): Promise<ReferralRate> {
    const bps = parseRate(text);
    if (bps === null) fail('referral_rate_invalid');
    const now = this.clock.now();
    await this.repo.upsertRate(this.db, nextDay(dayOf(now)), bps, adminId, now);
    return this.rate();
  }

  /** Pays every day that ended and is not paid yet (catching up after downtime); answers what it did. */
  async payDue(now: number): Promise<string> {
    const yesterday = dayOf(now - DAY_MS);
    const last = await this.repo.lastPaidDay();
    const first = await this.repo.firstFeeTime();
    // from the day after the last one paid (or the first fee), at most CATCH_UP_DAYS back
    const candidates = [last === null ? null : nextDay(last), first === null ? null : dayOf(first), dayOf(now - CATCH_UP_DAYS * DAY_MS)];
    let day = candidates.filter((d): d is string => d !== null).reduce((m, d) => (d > m ? d : m));
    let days = 0;
    let entries = 0;
    for (; day <= yesterday; day = nextDay(day)) {
      const paid = await this.payDay(day);
      if (paid !== null && paid > 0) { days += 1; entries += paid; }
    }
    return `${days} days paid, ${entries} commission entries`;
  }

  /**
   * Pays one day once: the day's row is claimed in the same transaction as the payments, so a second process (or a
   * rerun after a crash) finds it taken and pays nothing; each ledger entry also has its own reference.
   * Answers the number of ledger entries (0: nothing to pay), or null when the day was already paid.
   */
  async payDay(day: string): Promise<number | null> {
    const now = this.clock.now();
    // a day without a referred payer writes nothing (and so takes no write lock); it is looked at again next run
    if (await this.repo.dayPaid(day)) return null;
    const seen = feesByPayer(await this.repo.feeEntryLines(dayStart(day), dayStart(day) + DAY_MS));
    const seenPayers = [...new Set([...seen.keys()].map((k) => Number(k.split('|')[0])))];
    if ((await this.repo.referrersOf(seenPayers)).size === 0) return 0;
    return this.ledger.transaction(async (tx) => {
      // the claim is the transaction's first statement: a write first, so SQLite takes the write lock before any read
      if (!(await this.repo.claimDay(tx, day, now))) return null;
      const bps = await this.rateOn(day, tx);
      const fees = feesByPayer(await this.repo.feeEntryLines(dayStart(day), dayStart(day) + DAY_MS, tx));
      const payers = [...new Set([...fees.keys()].map((k) => Number(k.split('|')[0])))];
      const referrers = await this.repo.referrersOf(payers, tx);
      // per referrer and coin: the commissions of each invitee (floored per invitee), summed into one entry
      const perReferrer = new Map<string, { referrer: number; asset: string; rows: Omit<CommissionInsert, 'entry_id'>[] }>();
      for (const [key, fee] of [...fees.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const [payerText = '', asset = ''] = key.split('|');
        const referrer = referrers.get(Number(payerText));
        if (referrer === undefined) continue;
        const amount = commissionOf(fee, bps);
        const k = `${referrer}|${asset}`;
        const group = perReferrer.get(k) ?? { referrer, asset, rows: [] };
        group.rows.push({ day, referrer_id: referrer, invitee_id: Number(payerText), asset, fee_atoms: fee, rate_bps: bps, amount_atoms: amount, created_at: now });
        perReferrer.set(k, group);
      }
      let posted = 0;
      for (const g of perReferrer.values()) {
        const total = g.rows.reduce((s, r) => s + r.amount_atoms, 0n);
        let entryId = 0;
        if (total > 0n) {
          entryId = (await this.ledger.post(tx, {
            actor: SYSTEM, reason: 'referral_commission', detail: day, ref: `referral:${day}:${g.referrer}:${g.asset}`,
            lines: [{ account: platformAccount(g.asset, 'fees', 'real'), amount: -total }, { account: userAccount(g.referrer, g.asset, 'funding', 'real'), amount: total }],
          })).entryId;
          posted += 1;
        }
        await this.repo.insertCommissions(tx, g.rows.map((r) => ({ ...r, entry_id: entryId })));
      }
      await this.repo.finishDay(tx, day, bps, new Set([...perReferrer.values()].map((g) => g.referrer)).size, posted);
      return posted;
    });
  }

  async share(userId: number, origin: string): Promise<ReferralShare> {
    const u = await this.repo.user(userId);
    if (!u || u.kind !== 'user') fail('referral_guest');
    const url = shareUrl(origin, u.invite_code);
    return {
      invite_code: u.invite_code, share_url: url, poster_url: '/api/user/my_poster', invitees: await this.repo.inviteeCount(userId),
      earned: (await this.repo.earned(userId)).map((e) => ({ asset: e.asset, amount: fmt(e.amount) })), rate: await this.rate(),
    };
  }

  async inviteCode(userId: number): Promise<string> {
    const u = await this.repo.user(userId);
    if (!u || u.kind !== 'user') fail('referral_guest');
    return u.invite_code;
  }

  async invitees(userId: number, page: number, limit: number): Promise<{ total: number; items: ReferralInvitee[] }> {
    const { total, items } = await this.repo.invitees(userId, limit, (page - 1) * limit);
    const trading = await this.repo.payingInvitees(userId, items.map((i) => Number(i.id)));
    return { total, items: items.map((i) => ({ name: maskName({ ...i, id: Number(i.id) }), joined_at: Number(i.created_at), status: trading.has(Number(i.id)) ? 'trading' : 'registered' })) };
  }

  async commissions(userId: number, page: number, limit: number): Promise<{ total: number; items: ReferralCommission[] }> {
    const { total, items } = await this.repo.commissions(userId, limit, (page - 1) * limit);
    const names = new Map((await this.repo.namesOf([...new Set(items.map((i) => Number(i.invitee_id)))])).map((n) => [Number(n.id), maskName({ ...n, id: Number(n.id) })]));
    return {
      total, items: items.map((c) => ({
        day: c.day, invitee: names.get(Number(c.invitee_id)) ?? '***', asset: c.asset, fee: fmt(BigInt(c.fee_atoms)), rate: bpsText(c.rate_bps),
        amount: fmt(BigInt(c.amount_atoms)), paid_at: Number(c.created_at),
      })),
    };
  }

  /** The top 10 by USDT commission this month (UTC), names masked; ties go to the earlier account. */
  async leaderboard(): Promise<{ month: string; items: ReferralLeader[] }> {
    const today = dayOf(this.clock.now());
    const month = today.slice(0, 7);
    const leaders = await this.repo.leaders(`${month}-01`, today, 10);
    const names = new Map((await this.repo.namesOf(leaders.map((l) => l.referrerId))).map((n) => [Number(n.id), maskName({ ...n, id: Number(n.id) })]));
    return { month, items: leaders.map((l, i) => ({ rank: i + 1, name: names.get(l.referrerId) ?? '***', amount: fmt(l.amount), invitees: l.invitees })) };
  }

  async payouts(page: number, limit: number): Promise<{ total: number; items: ReferralPayoutDay[] }> {
    const { total, items } = await this.repo.days(limit, (page - 1) * limit);
    const totals = await this.repo.dayTotals(items.map((d) => d.day));
    return {
      total, items: items.map((d) => ({
        day: d.day, rate: bpsText(d.rate_bps), referrers: d.referrers, entries: d.entries, paid_at: Number(d.paid_at),
        totals: totals.filter((x) => x.day === d.day).map((x) => ({ asset: x.asset, amount: fmt(x.amount) })),
      })),
    };
  }
}

/** The invite link: the app's address with the code, which the app keeps for the register page. */
export const shareUrl = (origin: string, code: string): string => `${origin.replace(/\/$/, '')}/?invite_code=${encodeURIComponent(code)}`;
