import type { Generated } from 'kysely';
import type { AlertKind, AlertStatus } from '@candor/shared';

/**
 * A user's price alert. `value_atoms` is a price in atoms (above, below) or, for a move, basis points of the 24-hour
 * change (500 = 5 %). An alert leaves `active` once, by one UPDATE ... WHERE status = 'active' (the claim).
 */
export type PriceAlertsTable = {
  id: Generated<number>;
  user_id: number;
  symbol: string;
  kind: AlertKind;
  value_atoms: bigint;
  status: AlertStatus;
  created_at: number;
  fired_at: number | null;
  fired_price_atoms: bigint | null;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    price_alerts: PriceAlertsTable;
  }
}

export const alertsTables = ['price_alerts'] as const;
