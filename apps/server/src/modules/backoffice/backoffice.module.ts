import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { AccessTable, backofficeResources } from './backoffice.access.js';
import { backofficeErrors } from './backoffice.errors.js';
import messages from './backoffice.messages.json' with { type: 'json' };
import { registerAdminRoutes } from './backoffice.routes.js';
import { AdminService } from './backoffice.service.js';
import { backofficeTables } from './backoffice.tables.js';
import * as m0001 from './migrations/0001_foundation.backoffice.js';
import * as m0002 from './migrations/0002_admin_totp.js';
import * as m20261124 from './migrations/20261124_1_backoffice_approvals.js';
import * as m20261125 from './migrations/20261125_account_1_seal_admin_totp.js';

/**
 * The back office's platform: admin accounts with their sessions and second factor, the roles and the resources
 * every module declares, the audit log, four-eyes approvals (maker-checker) and the scheduler's history. Modules with admin routes need it for the guard
 * (`requireAdmin`) and the audit.
 */
export const backofficeModule = defineModule({
  name: 'backoffice',
  needs: {},
  tables: backofficeTables,
  migrations: { '0001_foundation.backoffice': m0001, '0002_admin_totp': m0002, '20261124_1_backoffice_approvals': m20261124,
    '20261125_account_1_seal_admin_totp': m20261125 },
  errors: backofficeErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: backofficeResources,
  create: ({ platform }) => new AdminService(platform.db, platform.clock, platform.limiter, platform.config.adminSessionTtlMs, new AccessTable(platform.adminAccess), platform.secrets),
  adminRoutes: (api, { self, platform }) => registerAdminRoutes(api, { admin: self, jobs: platform.jobs }),
  // After a key rotation (SECRETS_KEY_PREVIOUS set), every secret is sealed again with the current key.
  start: async ({ self }) => { await self.resealSecrets(); },
});
