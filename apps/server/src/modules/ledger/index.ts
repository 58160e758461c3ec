export { LedgerService, platformAccount, userAccount, type MoveInput } from './ledger.service.js';
export * from './ledger.types.js';
