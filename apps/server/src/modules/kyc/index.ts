export { kycModule } from './kyc.module.js';
export { KycService, type KycLevelOf, type KycStatusWord } from './kyc.service.js';
