export { walletModule } from './wallet.module.js';
export { WalletService, type WalletDeps, type TransferInput } from './wallet.service.js';
export { ACCOUNT_KINDS, type AccountKind } from './wallet.rules.js';
