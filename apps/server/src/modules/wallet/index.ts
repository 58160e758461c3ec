export { WalletService, type WalletDeps, type TransferInput } from './wallet.service.js';
export { ACCOUNT_KINDS, type AccountKind } from './wallet.rules.js';
export { registerWalletRoutes } from './wallet.routes.js';
export { registerWalletAdminRoutes } from './wallet.admin.routes.js';
