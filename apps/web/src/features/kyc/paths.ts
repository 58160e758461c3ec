/** The KYC pages (routes.md). */
export const VERIFICATION_PATH = '/pages/verification/index';
export const BASIC_PATH = '/pages/verification/basic';
export const ADVANCED_PATH = '/pages/verification/advanced';
export const KYC_PATH = '/pages/kyc/index';
