import type { LiquidityFunding, LiquidityTarget, TreasuryHolding, TreasuryOverview } from '@candor/shared';
import { apiCall } from '../../api/client';
import type { ResourceData } from '../../api/dataProvider';

/** The one record of the treasury resource: the overview is read with getOne('treasury', { id: TREASURY_ID }). */
export const TREASURY_ID = 'overview';

export const treasuryData: ResourceData = {
  one: async () => ({ ...(await apiCall('GET', 'admin/treasury')), id: TREASURY_ID }),
};

export type HoldingForm = { asset: string; amount: string; reference: string; note: string };
export type FundingForm = { target: LiquidityTarget; asset: string; amount: string; note: string };

export const recordHolding = (f: HoldingForm): Promise<TreasuryHolding> => apiCall('POST', 'admin/treasury/holdings', { body: f });
export const proposeFunding = (f: FundingForm): Promise<LiquidityFunding> => apiCall('POST', 'admin/treasury/fundings', { body: f });
export const approveFunding = (id: number): Promise<LiquidityFunding> => apiCall('POST', `admin/treasury/fundings/${id}/approve`);
export const rejectFunding = (id: number): Promise<LiquidityFunding> => apiCall('POST', `admin/treasury/fundings/${id}/reject`);

/** What the form needs before it is sent: an asset, a positive decimal amount and (for a holding) a reference. */
export function formProblem(f: { asset: string; amount: string; reference?: string }): string | null {
  if (f.asset === '') return 'Choose an asset.';
  if (!/^(0|[1-9]\d*)(\.\d{1,8})?$/.test(f.amount) || /^0(\.0*)?$/.test(f.amount)) return 'Enter an amount greater than zero (up to 8 decimals).';
  if (f.reference !== undefined && f.reference.trim() === '') return 'Enter where the holding is kept (an account, a wallet or a transaction).';
  return null;
}

export type { TreasuryOverview, LiquidityFunding };
