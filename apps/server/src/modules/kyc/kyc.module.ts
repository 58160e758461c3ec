import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { uploadsModule } from '../uploads/index.js';
import { usersModule } from '../users/index.js';
import { registerKycAdminRoutes } from './kyc.admin.routes.js';
import { kycErrors } from './kyc.errors.js';
import { registerKycRoutes } from './kyc.routes.js';
import messages from './kyc.messages.json' with { type: 'json' };
import * as m1 from './migrations/20261125_kyc_1.js';
import * as m2 from './migrations/20261126_kyc_2.js';
import { KycService } from './kyc.service.js';
import { KYC_DOCUMENT } from './kyc.types.js';
import { kycTables } from './kyc.tables.js';

/**
 * Know your customer: basic and advanced verification, reviewed by compliance (advanced by two admins); the level is
 * the public door other modules ask (options need basic, large withdrawals advanced, bank cards the verified name).
 */
export const kycModule = defineModule({
  name: 'kyc',
  needs: { users: usersModule, uploads: uploadsModule, backoffice: backofficeModule },
  tables: kycTables,
  migrations: { '20261125_kyc_1': m1, '20261126_kyc_2': m2 },
  errors: kycErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { kyc: ['compliance'], kyc_thresholds: ['compliance'] },
  create: ({ platform, needs }) => {
    needs.uploads.definePurpose(KYC_DOCUMENT, 'kyc');
    const kyc = new KycService({ db: platform.db, clock: platform.clock, uploads: needs.uploads, users: needs.users, admins: needs.backoffice });
    needs.users.useKycStatus((userId) => kyc.statusWord(userId));
    return kyc;
  },
  routes: (api, { self, needs }) => registerKycRoutes(api, { kyc: self, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerKycAdminRoutes(api, { kyc: self, admin: needs.backoffice }),
});
