/** The bank pages (routes.md) and the pages of other features they link to. */
export const BANK_CARDS_PATH = '/pages/bankbind/index';
export const ADD_BANK_PATH = '/pages/bankbind/addbank';
export const BANK_WITHDRAW_PATH = '/pages/assets/withdraw/bank/bank';
/** Where basic KYC is done (the kyc feature's page). */
export const VERIFICATION_PATH = '/pages/verification/index';
/** Where a fund password is set (the users feature's page). */
export const FUND_PASSWORD_PATH = '/pages/settings/security/changePayPassword';
