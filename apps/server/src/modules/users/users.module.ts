import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { codesModule } from '../codes/index.js';
import * as m0001 from './migrations/0001_foundation.js';
import * as m20261124 from './migrations/20261124_9_session_epoch.js';
import * as m20261125 from './migrations/20261125_account_2_session_device.js';
import { SessionStore } from './sessions.js';
import { registerUsersAdminRoutes } from './users.admin.routes.js';
import { usersErrors } from './users.errors.js';
import messages from './users.messages.json' with { type: 'json' };
import { registerUsersRoutes } from './users.routes.js';
import { UsersService } from './users.service.js';
import { usersTables } from './users.tables.js';

/** Accounts, their sessions, passwords, fund password and language; every module's user routes guard with its sessions. */
export const usersModule = defineModule({
  name: 'users',
  needs: { codes: codesModule, backoffice: backofficeModule },
  tables: usersTables,
  migrations: { '0001_foundation': m0001, '20261124_9_session_epoch': m20261124, '20261125_account_2_session_device': m20261125 },
  errors: usersErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { users: ['support', 'compliance', 'finance', 'operator'] },
  create: ({ platform, needs }) => new UsersService(platform.db, platform.clock,
    new SessionStore(platform.db, platform.clock, platform.config.sessionTtlMs), needs.codes, platform.limiter),
  routes: (api, { self }) => registerUsersRoutes(api, { users: self }),
  adminRoutes: (api, { self, needs }) => registerUsersAdminRoutes(api, { users: self, admin: needs.backoffice }),
});
