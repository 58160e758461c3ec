import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { kycModule } from '../kyc/index.js';
import { ledgerModule } from '../ledger/index.js';
import { usersModule } from '../users/index.js';
import { registerLoansAdminRoutes } from './loans.admin.routes.js';
import { LoansDesk } from './loans.desk.js';
import { loansErrors } from './loans.errors.js';
import messages from './loans.messages.json' with { type: 'json' };
import { registerLoansRoutes } from './loans.routes.js';
import { LoansService } from './loans.service.js';
import { loansTables } from './loans.tables.js';
import * as m1 from './migrations/20261126_loans_1.js';

/** The loans module's service: the borrower's side and the back office's desk. */
export class LoansModuleService extends LoansService {
  desk!: LoansDesk;
}

/** Unsecured USDT loans: limits by KYC level, daily interest after a free first day, penalty when overdue, four eyes above an amount. */
export const loansModule = defineModule({
  name: 'loans',
  needs: { ledger: ledgerModule, users: usersModule, backoffice: backofficeModule, kyc: kycModule },
  tables: loansTables,
  migrations: { '20261126_loans_1': m1 },
  errors: loansErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { loans: ['finance'], loan_products: ['finance', 'operator'] },
  create: ({ platform, needs }) => {
    const loans = new LoansModuleService({ db: platform.db, clock: platform.clock, ledger: needs.ledger, idempotency: platform.idempotency, kyc: needs.kyc });
    loans.desk = new LoansDesk(loans, platform.clock, needs.ledger, needs.backoffice.fourEyes, needs.users);
    return loans;
  },
  routes: (api, { self, needs }) => registerLoansRoutes(api, { loans: self, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerLoansAdminRoutes(api, { desk: self.desk, admin: needs.backoffice }),
  jobs: ({ self }) => [
    { name: 'loans.charge', schedule: { every: 60_000 }, run: async ({ now }) => `${await self.chargeDue(now)} loans charged` },
  ],
  /** A trial install's loan account is funded from the outside world; in production the treasury funds it (two admins). */
  start: async ({ self, platform }) => { if (isTrialInstall(platform.config)) await self.fundTrial(); },
});
