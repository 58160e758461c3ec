export { loansModule, LoansModuleService } from './loans.module.js';
export { LoansService, loanAccountKey, type LoanApplyInput, type LoanRepayInput } from './loans.service.js';
