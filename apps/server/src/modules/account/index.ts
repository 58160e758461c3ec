export { accountModule } from './account.module.js';
export { AccountService } from './account.service.js';
export { UserTotp, type TotpStatus } from './totp.service.js';
export { WalletLogin } from './wallets.service.js';
