export { kycModule } from './kyc.module.js';
export { KycService } from './kyc.service.js';
export type { KycLevelOf, KycStatusWord } from './kyc.types.js';
