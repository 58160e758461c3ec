export { ledgerModule } from './ledger.module.js';
export { LedgerService, platformAccount, userAccount, type MoveInput } from './ledger.service.js';
export type { BalanceChange } from './ledger.events.js';
export * from './ledger.types.js';
export type { FundingCover, FundingShortfall } from './ledger.cover.js';
export type { LockedRow } from './ledger.row-lock.js';
