export { withdrawalsModule } from './withdrawals.module.js';
export { WithdrawalsService, type WithdrawalsDeps, type WithdrawalsOptions, type WithdrawInput } from './withdrawals.service.js';
export type { WithdrawalDecidedEvent } from './withdrawals.events.js';
export { FUND_PASSWORD_LOCK_MS, FUND_PASSWORD_MAX_TRIES } from './fund-password.js';
export { withdrawalFee, WITHDRAWAL_ARRIVAL_HOURS } from './withdrawals.rules.js';
