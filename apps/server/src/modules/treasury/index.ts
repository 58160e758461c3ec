export { treasuryModule } from './treasury.module.js';
export { TreasuryService, TREASURY_ASSETS } from './treasury.service.js';
