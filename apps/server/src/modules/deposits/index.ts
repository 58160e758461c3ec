import type { Api } from '../../platform/http/api.js';
import { registerUploadsRoutes } from '../../platform/uploads/index.js';
import type { Services } from '../../services.js';
import { registerDepositAdminRoutes } from './deposits.admin.routes.js';
import { registerDepositUserRoutes } from './deposits.routes.js';

export { DepositsService, type ChargeInput, type CoinChoice } from './deposits.service.js';
export { type DepositRecord } from './deposits.views.js';
export { reconcileSampleAddresses, SAMPLE_ADDRESSES, isTrialInstall } from './sample-addresses.js';

/** The deposit routes of users and of the back office, and the private upload routes they rely on. */
export function registerDepositsRoutes(api: Api, s: Services): void {
  registerUploadsRoutes(api, s);
  registerDepositUserRoutes(api, s);
  registerDepositAdminRoutes(api, s);
}
