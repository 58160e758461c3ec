export { referralModule } from './referral.module.js';
export { ReferralService } from './referral.service.js';
