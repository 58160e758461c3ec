import { sql, type Selectable } from 'kysely';
import type { AlertKind } from '@candor/shared';
import type { Db } from '../../platform/db/database.js';
import type { PriceAlertsTable } from './alerts.tables.js';

export type AlertRow = Selectable<PriceAlertsTable>;

/** SQL of price alerts; used only by the alerts service. */
export class AlertsRepo {
  constructor(private readonly db: Db) {}

  insert(row: { user_id: number; symbol: string; kind: AlertKind; value_atoms: bigint; created_at: number }): Promise<AlertRow> {
    return this.db.insertInto('price_alerts').values({ ...row, status: 'active', fired_at: null, fired_price_atoms: null })
      .returningAll().executeTakeFirstOrThrow();
  }

  ofUser(userId: number): Promise<AlertRow[]> {
    return this.db.selectFrom('price_alerts').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(200).execute();
  }

  one(userId: number, id: number): Promise<AlertRow | undefined> {
    return this.db.selectFrom('price_alerts').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  }

  async countActive(userId: number): Promise<number> {
    const r = await this.db.selectFrom('price_alerts').select((e) => e.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId).where('status', '=', 'active').executeTakeFirstOrThrow();
    return Number(r.n);
  }

  active(): Promise<AlertRow[]> {
    return this.db.selectFrom('price_alerts').selectAll().where('status', '=', 'active').execute();
  }

  /** Moves one alert between active and paused; answers the row when it was in `from`. */
  setStatus(userId: number, id: number, from: 'active' | 'paused', to: 'active' | 'paused'): Promise<AlertRow | undefined> {
    return this.db.updateTable('price_alerts').set({ status: to }).where('id', '=', id).where('user_id', '=', userId)
      .where('status', '=', from).returningAll().executeTakeFirst();
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const r = await this.db.deleteFrom('price_alerts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  /** The claim: only alerts still active move to fired, so of two nodes only one fires each alert. */
  claim(ids: number[], price: bigint, time: number): Promise<AlertRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.updateTable('price_alerts').set({ status: 'fired', fired_at: time, fired_price_atoms: price })
      .where('id', 'in', ids).where('status', '=', 'active').returningAll().execute();
  }

  async activeBySymbol(): Promise<{ symbol: string; active: number }[]> {
    const rows = await this.db.selectFrom('price_alerts').select(['symbol', (e) => e.fn.countAll<number>().as('n')])
      .where('status', '=', 'active').groupBy('symbol').orderBy('symbol').execute();
    return rows.map((r) => ({ symbol: r.symbol, active: Number(r.n) }));
  }

  async firedSince(since: number): Promise<number[]> {
    const rows = await this.db.selectFrom('price_alerts').select('fired_at').where('fired_at', '>=', since).where(sql<boolean>`fired_at is not null`).execute();
    return rows.map((r) => Number(r.fired_at));
  }
}
