import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { kycModule } from '../kyc/index.js';
import { ledgerModule } from '../ledger/index.js';
import { swapModule } from '../swap/index.js';
import { usersModule } from '../users/index.js';
import { withdrawalsModule } from '../withdrawals/index.js';
import { registerBankAdminRoutes } from './bank.admin.routes.js';
import { bankErrors } from './bank.errors.js';
import messages from './bank.messages.json' with { type: 'json' };
import { registerBankRoutes } from './bank.routes.js';
import { BankService } from './bank.service.js';
import { bankTables } from './bank.tables.js';
import * as m1 from './migrations/20261125_bank_1.js';
import * as m2 from './migrations/20261126_bank_2.js';

/** Bank cards (holder = KYC name) and bank withdrawals: USDT paid as fiat at the published rate, reviewed by finance. */
export const bankModule = defineModule({
  name: 'bank',
  needs: {
    ledger: ledgerModule, users: usersModule, backoffice: backofficeModule, kyc: kycModule, swap: swapModule, withdrawals: withdrawalsModule,
  },
  tables: bankTables,
  migrations: { '20261125_bank_1': m1, '20261126_bank_2': m2 },
  errors: bankErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { bank_withdrawals: ['finance'] },
  create: ({ platform, needs }) => {
    const bank = new BankService({
      db: platform.db, clock: platform.clock, transactions: platform.transactions, ledger: needs.ledger, idempotency: platform.idempotency,
      fourEyes: needs.backoffice.fourEyes, kyc: needs.kyc, swap: needs.swap, users: needs.users, fundPassword: needs.withdrawals,
    });
    needs.kyc.withdrawGate.addChannel('bank', (tx, userId, asset, since) => bank.requestedSince(tx, userId, asset, since));
    return bank;
  },
  routes: (api, { self, needs }) => registerBankRoutes(api, { bank: self, kyc: needs.kyc, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerBankAdminRoutes(api, { bank: self, admin: needs.backoffice }),
});
