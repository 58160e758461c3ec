import { accountModule } from './account/index.js';
import { authModule } from './auth/index.js';
import { backofficeModule } from './backoffice/index.js';
import { bankModule } from './bank/index.js';
import { codesModule } from './codes/index.js';
import { coinsModule } from './coins/index.js';
import { contentModule } from './content/index.js';
import { demoModule } from './demo/index.js';
import { depositsModule } from './deposits/index.js';
import { futuresModule } from './futures/index.js';
import { ieoModule } from './ieo/index.js';
import { kycModule } from './kyc/index.js';
import { ledgerModule } from './ledger/index.js';
import { loansModule } from './loans/index.js';
import { marketModule } from './market/index.js';
import { optionsModule } from './options/index.js';
import { participantsModule } from './participants/index.js';
import { earnModule } from './earn/index.js';
import { realtimeModule } from './realtime/index.js';
import { spotModule } from './spot/index.js';
import { swapModule } from './swap/index.js';
import { treasuryModule } from './treasury/index.js';
import { uploadsModule } from './uploads/index.js';
import { usersModule } from './users/index.js';
import { walletModule } from './wallet/index.js';
import { withdrawalsModule } from './withdrawals/index.js';
import { c2cModule } from './c2c/index.js';
import { supportModule } from './support/index.js';
import { openapiModule } from './openapi/index.js';
import { proofModule } from './proof/index.js';
import { nftModule } from './nft/index.js';
import { referralModule } from './referral/index.js';
import { alertsModule } from './alerts/index.js';
import { notificationsModule } from './notifications/index.js';

/**
 * Every product module, in dependency order (a module comes after the modules it needs). The platform collects
 * their migrations, errors, messages, routes, jobs and bus subscriptions from this list; adding a product is its
 * folder and one line here (docs/architecture.md).
 */
export const modules = [
  ledgerModule,
  backofficeModule,
  codesModule,
  usersModule,
  demoModule,
  accountModule,
  authModule,
  marketModule,
  coinsModule,
  spotModule,
  walletModule,
  uploadsModule,
  kycModule,
  depositsModule,
  withdrawalsModule,
  swapModule,
  bankModule,
  treasuryModule,
  futuresModule,
  optionsModule,
  ieoModule,
  loansModule,
  participantsModule,
  contentModule,
  realtimeModule,
  earnModule,
  c2cModule,
  supportModule,
  openapiModule,
  proofModule,
  nftModule,
  referralModule,
  alertsModule,
  notificationsModule,
] as const;
