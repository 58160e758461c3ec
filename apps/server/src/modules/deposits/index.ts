export { depositsModule } from './deposits.module.js';
export { DepositsService, type ChargeInput, type CoinChoice } from './deposits.service.js';
export type { DepositCreditedEvent } from './deposits.events.js';
export type { DepositRecord } from './deposits.views.js';
export { reconcileSampleAddresses, SAMPLE_ADDRESSES, isTrialInstall } from './sample-addresses.js';
