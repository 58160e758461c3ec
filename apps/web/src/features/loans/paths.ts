/** The loan pages (routes.md) and the pages of other features they link to. */
export const LOAN_PATH = '/pages/loan/index';
export const LOAN_RECORD_PATH = '/pages/loan/record';
/** Where KYC is done (the kyc feature's page). */
export const VERIFICATION_PATH = '/pages/verification/index';
