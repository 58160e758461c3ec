import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { accountModule } from '../account/index.js';
import { backofficeModule } from '../backoffice/index.js';
import { codesModule } from '../codes/index.js';
import { coinsModule } from '../coins/index.js';
import { depositsModule } from '../deposits/index.js';
import { kycModule } from '../kyc/index.js';
import { ledgerModule } from '../ledger/index.js';
import { usersModule } from '../users/index.js';
import * as m0008 from './migrations/0008_withdrawals.js';
import * as m20261124 from './migrations/20261124_2_withdrawals_four_eyes.js';
import { registerRecordsRoutes } from './records.routes.js';
import { registerWithdrawalsAdminRoutes } from './withdrawals.admin.routes.js';
import { withdrawalsEventsOnBus } from './withdrawals.events.js';
import { withdrawalsErrors } from './withdrawals.errors.js';
import messages from './withdrawals.messages.json' with { type: 'json' };
import { registerWithdrawalsRoutes } from './withdrawals.routes.js';
import { WithdrawalsService } from './withdrawals.service.js';
import { withdrawalsTables } from './withdrawals.tables.js';

/** The withdraw address book, the fund password's tries, withdrawal requests and their review; the wallet records. */
export const withdrawalsModule = defineModule({
  name: 'withdrawals',
  needs: {
    ledger: ledgerModule, coins: coinsModule, users: usersModule, codes: codesModule, deposits: depositsModule, backoffice: backofficeModule, kyc: kycModule, account: accountModule,
  },
  tables: withdrawalsTables,
  migrations: { '0008_withdrawals': m0008, '20261124_2_withdrawals_four_eyes': m20261124 },
  errors: withdrawalsErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { withdrawals: ['finance'] },
  create: ({ platform, needs }) => {
    const withdrawals = new WithdrawalsService({
      db: platform.db, clock: platform.clock, ledger: needs.ledger, coins: needs.coins, users: needs.users, codes: needs.codes,
      idempotency: platform.idempotency, fourEyes: needs.backoffice.fourEyes, kyc: needs.kyc, totp: needs.account.totp,
      announce: withdrawalsEventsOnBus(platform.transactions, platform.bus),
    });
    needs.kyc.withdrawGate.addChannel('crypto', (tx, userId, asset, since) => withdrawals.requestedSince(tx, userId, asset, since));
    return withdrawals;
  },
  routes: (api, { self, needs, platform }) => {
    registerWithdrawalsRoutes(api, { withdrawals: self, sessions: needs.users.sessions, messages: platform.messages });
    registerRecordsRoutes(api, { withdrawals: self, deposits: needs.deposits, sessions: needs.users.sessions });
  },
  adminRoutes: (api, { self, needs }) => registerWithdrawalsAdminRoutes(api, { withdrawals: self, admin: needs.backoffice }),
});
