import type { Api } from '../../platform/http/api.js';
import type { Services } from '../../services.js';
import { registerRecordsRoutes } from './records.routes.js';
import { registerWithdrawalsAdminRoutes } from './withdrawals.admin.routes.js';
import { registerWithdrawalsRoutes } from './withdrawals.routes.js';

export { WithdrawalsService, type WithdrawalsDeps, type WithdrawalsOptions, type WithdrawInput } from './withdrawals.service.js';
export { FUND_PASSWORD_LOCK_MS, FUND_PASSWORD_MAX_TRIES } from './fund-password.js';
export { withdrawalFee, WITHDRAWAL_ARRIVAL_HOURS } from './withdrawals.rules.js';

/** Every route of the withdrawals module: the user's, the records and the back-office review. */
export function registerWithdrawals(api: Api, s: Services): void {
  registerWithdrawalsRoutes(api, s);
  registerRecordsRoutes(api, s);
  registerWithdrawalsAdminRoutes(api, s);
}
