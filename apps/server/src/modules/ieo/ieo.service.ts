import { randomBytes } from 'node:crypto';
import { tryParseAmount, type IeoApplication, type IeoProject } from '@candor/shared';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { platformAccount, userAccount, type LedgerService } from '../ledger/index.js';
import { costOf } from './ieo.math.js';
import { applicationOut, projectOut, type ApplicationRow, type ProjectRow } from './ieo.views.js';

type Page = { limit: number; offset: number };

/** Tokens asked for by a user: a positive amount with at most 8 places. */
export function tokenAmount(raw: string): bigint {
  const v = tryParseAmount(raw.trim());
  if (v === null || v <= 0n) fail('ieo_amount_invalid');
  return v;
}

/**
 * IEO subscriptions of users (real accounts only): apply locks the USDT cost of the amount asked for in the user's
 * funding account (the deposit), pay moves the allotment's cost from that deposit to the platform's IEO account. The
 * allotment, the lapse of unpaid allotments, the delivery and the unlocks are IeoSettlement's (the scheduler's).
 */
export class IeoService {
  constructor(private readonly db: Db, private readonly clock: Clock, private readonly ledger: LedgerService, private readonly idempotency: Idempotency) {}

  async list(page: Page, lang: string): Promise<{ total: number; items: IeoProject[] }> {
    const now = this.clock.now();
    const rows = await this.db.selectFrom('ieo_projects').selectAll().orderBy('apply_start', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
    const { n } = await this.db.selectFrom('ieo_projects').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { total: Number(n), items: rows.map((p) => projectOut(p, now, lang)) };
  }

  private async project(id: number, db: Db | Tx = this.db): Promise<ProjectRow> {
    const p = await db.selectFrom('ieo_projects').selectAll().where('id', '=', id).executeTakeFirst();
    return p ?? fail('ieo_project_not_found');
  }

  /** Subscribes `amount` tokens once per user and project, in the window, within the per-user bounds; locks its cost. */
  apply(userId: number, input: { id: number; amount: string }, key: string | undefined): Promise<IeoApplication> {
    const amount = tokenAmount(input.amount);
    return this.idempotency.once({ userId, scope: 'ieo.apply', key, request: input }, async (tx) => {
      const now = this.clock.now();
      const p = await this.project(input.id, tx);
      if (now < p.apply_start || now >= p.apply_end || p.allotted_at !== null) fail('ieo_not_open');
      if (amount < p.min_atoms) fail('ieo_amount_below_min', { min: projectOut(p, now, 'en').min, token: p.token });
      if (amount > p.max_atoms) fail('ieo_amount_above_max', { max: projectOut(p, now, 'en').max, token: p.token });
      // The project's row is locked first (PostgreSQL), so one user's concurrent applies queue and see each other.
      const moved = await tx.updateTable('ieo_projects').set({ subscribed_atoms: sql<bigint>`subscribed_atoms + ${amount}`, updated_at: now })
        .where('id', '=', p.id).where('allotted_at', 'is', null).executeTakeFirst();
      if (moved.numUpdatedRows === 0n) fail('ieo_not_open');
      const existing = await tx.selectFrom('ieo_applications').select('id').where('project_id', '=', p.id).where('user_id', '=', userId).executeTakeFirst();
      if (existing) fail('ieo_already_applied');
      const deposit = costOf(amount, p.price_atoms);
      const row = await tx.insertInto('ieo_applications').values({
        project_id: p.id, user_id: userId, sn: `IEO${p.id}${randomBytes(5).toString('hex').toUpperCase()}`, amount_atoms: amount, deposit_atoms: deposit,
        allotted_atoms: 0n, pay_atoms: 0n, unlocked_atoms: 0n, status: 1, reason: null, created_at: now, allotted_at: null, paid_at: null,
        delivered_at: null, updated_at: now,
      }).returningAll().executeTakeFirstOrThrow();
      await this.ledger.lock(tx, {
        actor: { type: 'user', id: userId }, reason: 'ieo_apply', detail: p.token, ref: `ieo:apply:${row.id}`,
        account: userAccount(userId, 'USDT', 'funding', 'real'), amount: deposit,
      });
      return applicationOut(row, p);
    });
  }

  async mine(userId: number, page: Page & { status?: number | undefined }): Promise<{ total: number; items: IeoApplication[] }> {
    let q = this.db.selectFrom('ieo_applications').where('user_id', '=', userId);
    if (page.status !== undefined) q = q.where('status', '=', page.status);
    const rows = await q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
    const { n } = await q.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const ids = [...new Set(rows.map((r) => r.project_id))];
    const projects = ids.length ? await this.db.selectFrom('ieo_projects').selectAll().where('id', 'in', ids).execute() : [];
    const byId = new Map(projects.map((p) => [p.id, p]));
    return { total: Number(n), items: rows.flatMap((r) => { const p = byId.get(r.project_id); return p ? [applicationOut(r, p)] : []; }) };
  }

  private async application(userId: number, id: number, db: Db | Tx = this.db): Promise<ApplicationRow> {
    const a = await db.selectFrom('ieo_applications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return a ?? fail('ieo_application_not_found');
  }

  async order(userId: number, id: number): Promise<IeoApplication> {
    const a = await this.application(userId, id);
    return applicationOut(a, await this.project(a.project_id));
  }

  /** Pays an allotment before the pay date: its cost leaves the locked deposit for the platform's IEO account. */
  pay(userId: number, input: { id: number }, key: string | undefined): Promise<IeoApplication> {
    return this.idempotency.once({ userId, scope: 'ieo.pay', key, request: input }, async (tx) => {
      const now = this.clock.now();
      const a = await this.application(userId, input.id, tx);
      const p = await this.project(a.project_id, tx);
      if (a.status !== 3) fail('ieo_not_payable');
      if (now >= p.pay_by) fail('ieo_pay_closed');
      const done = await tx.updateTable('ieo_applications').set({ status: 4, paid_at: now, updated_at: now })
        .where('id', '=', a.id).where('status', '=', 3).executeTakeFirst();
      if (done.numUpdatedRows === 0n) fail('ieo_not_payable');
      await this.ledger.post(tx, {
        actor: { type: 'user', id: userId }, reason: 'ieo_pay', detail: p.token, ref: `ieo:pay:${a.id}`, lines: [
          { account: userAccount(userId, 'USDT', 'funding', 'real'), amount: -a.pay_atoms, bucket: 'locked' },
          { account: platformAccount('USDT', 'ieo'), amount: a.pay_atoms },
        ],
      });
      return applicationOut({ ...a, status: 4, paid_at: now, updated_at: now }, p);
    });
  }
}
