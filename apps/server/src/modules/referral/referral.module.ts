import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { ledgerModule } from '../ledger/index.js';
import { usersModule } from '../users/index.js';
import * as m1 from './migrations/20261125_referral_1_tables.js';
import { registerReferralAdminRoutes } from './referral.admin.routes.js';
import { referralErrors } from './referral.errors.js';
import messages from './referral.messages.json' with { type: 'json' };
import { registerReferralRoutes } from './referral.routes.js';
import { ReferralService } from './referral.service.js';
import { referralTables } from './referral.tables.js';

/** Referral: invite link and poster, invitees, and a daily commission on invitees' trading fees from the fee account. */
export const referralModule = defineModule({
  name: 'referral',
  needs: { ledger: ledgerModule, users: usersModule, backoffice: backofficeModule },
  tables: referralTables,
  migrations: { '20261125_referral_1_tables': m1 },
  errors: referralErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { referral: ['finance', 'operator'] },
  create: ({ platform, needs }) => new ReferralService(platform.db, platform.clock, needs.ledger),
  routes: (api, { self, needs }) => registerReferralRoutes(api, { referral: self, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerReferralAdminRoutes(api, { referral: self, admin: needs.backoffice }),
  jobs: ({ self }) => [{ name: 'referral.daily', schedule: { dailyAt: '00:20' }, run: ({ now }) => self.payDue(now) }],
});
