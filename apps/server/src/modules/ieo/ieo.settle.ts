import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { platformAccount, userAccount, type LedgerService } from '../ledger/index.js';
import { allot, costOf, parseSchedule, unlockedAt } from './ieo.math.js';
import type { ApplicationRow, ProjectRow } from './ieo.views.js';

const system = { type: 'system', id: 0 } as const;
const usdt = (userId: number) => userAccount(userId, 'USDT', 'funding', 'real');

/**
 * What the clock drives, run by the `ieo.settle` job (each step claims its project or application with a conditional
 * update in the transaction that posts its ledger entries, so it runs once even with two processes, and everything
 * due up to now is done after downtime):
 * 1. at the allotment date, the issuer's tokens enter the platform's IEO account and the subscriptions are allotted
 *    (pro rata when oversubscribed); status 3 with the unallotted part of the deposit released, or 2 when nothing;
 * 2. at the pay date, unpaid allotments lapse (status 2, deposit released) and paid ones get their tokens, credited
 *    locked (status 5);
 * 3. on the unlock schedule, the tokens unlock (status 6 once all are).
 */
export class IeoSettlement {
  constructor(private readonly db: Db, private readonly clock: Clock, private readonly ledger: LedgerService) {}

  async run(now = this.clock.now()): Promise<string> {
    let allotted = 0;
    let settled = 0;
    const due = await this.db.selectFrom('ieo_projects').select('id').where('allotted_at', 'is', null).where('allotment_at', '<=', now).orderBy('id').execute();
    for (const { id } of due) if (await this.ledger.transaction((tx) => this.allotProject(tx, id, now))) allotted++;
    const paying = await this.db.selectFrom('ieo_projects').select('id').where('allotted_at', 'is not', null).where('settled_at', 'is', null)
      .where('pay_by', '<=', now).orderBy('id').execute();
    for (const { id } of paying) if (await this.ledger.transaction((tx) => this.settleProject(tx, id, now))) settled++;
    const unlocked = await this.unlockDue(now);
    return `${allotted} allotted, ${settled} settled, ${unlocked} unlocked`;
  }

  private async allotProject(tx: Tx, id: number, now: number): Promise<boolean> {
    const p = await tx.selectFrom('ieo_projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const apps = await tx.selectFrom('ieo_applications').selectAll().where('project_id', '=', id).where('status', '=', 1).orderBy('id').execute();
    const result = allot(apps.map((a) => a.amount_atoms), p.total_atoms);
    const claimed = await tx.updateTable('ieo_projects').set({
      allotted_at: now, allotted_total_atoms: result.total, dust_atoms: result.dust, unsold_atoms: result.unsold, updated_at: now,
    }).where('id', '=', id).where('allotted_at', 'is', null).executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return false;
    await this.ledger.post(tx, {
      actor: system, reason: 'ieo_supply', detail: p.token, ref: `ieo:supply:${p.id}`, lines: [
        { account: platformAccount(p.token, 'external'), amount: -p.total_atoms },
        { account: platformAccount(p.token, 'ieo'), amount: p.total_atoms },
      ],
    });
    for (const [i, a] of apps.entries()) {
      const allotted = result.allotted[i] ?? 0n;
      const pay = allotted > 0n ? costOf(allotted, p.price_atoms) : 0n;
      await tx.updateTable('ieo_applications').set({
        allotted_atoms: allotted, pay_atoms: pay, status: allotted > 0n ? 3 : 2, reason: allotted > 0n ? null : 'none_allotted', allotted_at: now, updated_at: now,
      }).where('id', '=', a.id).execute();
      const release = a.deposit_atoms - pay;
      if (release > 0n) {
        await this.ledger.unlock(tx, { actor: system, reason: 'ieo_release', detail: p.token, ref: `ieo:release:${a.id}`, account: usdt(a.user_id), amount: release });
      }
    }
    return true;
  }

  private async settleProject(tx: Tx, id: number, now: number): Promise<boolean> {
    const claimed = await tx.updateTable('ieo_projects').set({ settled_at: now, updated_at: now })
      .where('id', '=', id).where('settled_at', 'is', null).where('allotted_at', 'is not', null).executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return false;
    const p = await tx.selectFrom('ieo_projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const apps = await tx.selectFrom('ieo_applications').selectAll().where('project_id', '=', id).where('status', 'in', [3, 4]).orderBy('id').execute();
    for (const a of apps) {
      if (a.status === 3) {
        await tx.updateTable('ieo_applications').set({ status: 2, reason: 'lapsed', updated_at: now }).where('id', '=', a.id).execute();
        await this.ledger.unlock(tx, { actor: system, reason: 'ieo_release', detail: p.token, ref: `ieo:lapse:${a.id}`, account: usdt(a.user_id), amount: a.pay_atoms });
      } else {
        await tx.updateTable('ieo_applications').set({ status: 5, delivered_at: now, updated_at: now }).where('id', '=', a.id).execute();
        await this.ledger.post(tx, {
          actor: system, reason: 'ieo_deliver', detail: p.token, ref: `ieo:deliver:${a.id}`, lines: [
            { account: platformAccount(p.token, 'ieo'), amount: -a.allotted_atoms },
            { account: userAccount(a.user_id, p.token, 'funding', 'real'), amount: a.allotted_atoms, bucket: 'locked' },
          ],
        });
      }
    }
    return true;
  }

  /** Unlocks what each delivered allotment's schedule has made due by now. */
  private async unlockDue(now: number): Promise<number> {
    const rows = await this.db.selectFrom('ieo_applications').innerJoin('ieo_projects as p', 'p.id', 'ieo_applications.project_id')
      .selectAll('ieo_applications').select(['p.unlock_schedule', 'p.token']).where('ieo_applications.status', '=', 5).orderBy('ieo_applications.id').execute();
    let count = 0;
    for (const row of rows) {
      const target = unlockedAt(row.allotted_atoms, parseSchedule(row.unlock_schedule), now);
      if (target <= row.unlocked_atoms) continue;
      if (await this.ledger.transaction((tx) => this.unlockOne(tx, row, row.token, target, now))) count++;
    }
    return count;
  }

  private async unlockOne(tx: Tx, a: ApplicationRow, token: string, target: bigint, now: number): Promise<boolean> {
    const done = await tx.updateTable('ieo_applications').set({ unlocked_atoms: target, status: target === a.allotted_atoms ? 6 : 5, updated_at: now })
      .where('id', '=', a.id).where('status', '=', 5).where('unlocked_atoms', '=', a.unlocked_atoms).executeTakeFirst();
    if (done.numUpdatedRows === 0n) return false;
    await this.ledger.unlock(tx, {
      actor: system, reason: 'ieo_unlock', detail: token, ref: `ieo:unlock:${a.id}:${target}`,
      account: userAccount(a.user_id, token, 'funding', 'real'), amount: target - a.unlocked_atoms,
    });
    return true;
  }

  /** The allotment the applications so far would get: the back office's preview (nothing is written). */
  async preview(p: ProjectRow): Promise<{ apps: ApplicationRow[]; result: ReturnType<typeof allot> }> {
    const apps = await this.db.selectFrom('ieo_applications').selectAll().where('project_id', '=', p.id).orderBy('id').execute();
    const amounts = apps.map((a) => a.amount_atoms);
    return { apps, result: allot(amounts, p.total_atoms) };
  }
}
