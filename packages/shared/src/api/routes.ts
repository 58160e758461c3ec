import { authRoutes } from './auth.js';
import { usersRoutes } from './users.js';
import { codesRoutes } from './codes.js';
import { demoRoutes } from './demo.js';
import { backofficeRoutes } from './backoffice.js';
import { marketRoutes } from './market.js';
import { spotRoutes } from './spot.js';
import { walletRoutes } from './wallet.js';
import { coinsRoutes } from './coins.js';
import { uploadsRoutes } from './uploads.js';
import { depositsRoutes } from './deposits.js';
import { withdrawalsRoutes } from './withdrawals.js';
import { swapRoutes } from './swap.js';
import { treasuryRoutes } from './treasury.js';
import { contentRoutes } from './content.js';
import { futuresRoutes } from './futures.js';
import { kycRoutes } from './kyc.js';
import { accountRoutes } from './account.js';
import { bankRoutes } from './bank.js';
import { optionsRoutes } from './options.js';
import { earnRoutes } from './earn.js';
import { ieoRoutes } from './ieo.js';
import { loansRoutes } from './loans.js';
import { referralRoutes } from './referral.js';
import { c2cRoutes } from './c2c.js';
import { supportRoutes } from './support.js';
import { openapiRoutes } from './openapi.js';
import { proofRoutes } from './proof.js';
import { nftRoutes } from './nft.js';
import { alertsRoutes } from './alerts.js';
import { notificationsRoutes } from './notifications.js';

/** Every route of the API by server module: the server registers them, the clients' types are read from them. */
export const apiRoutes = {
  auth: authRoutes,
  users: usersRoutes,
  codes: codesRoutes,
  demo: demoRoutes,
  backoffice: backofficeRoutes,
  market: marketRoutes,
  spot: spotRoutes,
  wallet: walletRoutes,
  coins: coinsRoutes,
  uploads: uploadsRoutes,
  deposits: depositsRoutes,
  withdrawals: withdrawalsRoutes,
  swap: swapRoutes,
  treasury: treasuryRoutes,
  content: contentRoutes,
  futures: futuresRoutes,
  kyc: kycRoutes,
  account: accountRoutes,
  bank: bankRoutes,
  options: optionsRoutes,
  earn: earnRoutes,
  ieo: ieoRoutes,
  loans: loansRoutes,
  c2c: c2cRoutes,
  support: supportRoutes,
  openapi: openapiRoutes,
  proof: proofRoutes,
  nft: nftRoutes,
  referral: referralRoutes,
  alerts: alertsRoutes,
  notifications: notificationsRoutes,
} as const;
