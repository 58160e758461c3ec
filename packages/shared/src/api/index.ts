// The API contract (packages/shared/src/api): one file per server module, each exporting its routes as `<name>Routes`
// and the types of its shapes; routes.ts lists them all.
export * from './contract.js';
export * from './common.js';
export * from './routes.js';
export type { AnyRoute, ClientPath, RouteAt, DataAt, BodyAt, QueryAt } from './client.js';
export * from './auth.js';
export * from './users.js';
export * from './codes.js';
export * from './demo.js';
export * from './backoffice.js';
export * from './market.js';
export * from './spot.js';
export * from './wallet.js';
export * from './coins.js';
export * from './uploads.js';
export * from './deposits.js';
export * from './withdrawals.js';
export * from './swap.js';
export * from './realtime.js';
export * from './treasury.js';
export * from './content.js';
export * from './futures.js';
export * from './kyc.js';
export * from './account.js';
export * from './bank.js';
export * from './loans.js';
