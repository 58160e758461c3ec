export { bankModule } from './bank.module.js';
export { BankService, type BankDeps, type BankWithdrawInput } from './bank.service.js';
export { checkCard, checkIban, checkSwift } from './bank.cards.js';
