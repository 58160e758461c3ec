import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { usersModule } from '../users/index.js';
import * as m0007 from './migrations/0007_deposits.uploads.js';
import { uploadsErrors } from './uploads.errors.js';
import messages from './uploads.messages.json' with { type: 'json' };
import { registerUploadsRoutes } from './uploads.routes.js';
import { UploadsService } from './uploads.service.js';
import { uploadsTables } from './uploads.tables.js';

/**
 * Users' images, checked by content and re-encoded, never public: the owner reads their own, reviewers the purposes
 * their resource covers (each module that takes uploads declares its purpose with `definePurpose`).
 */
export const uploadsModule = defineModule({
  name: 'uploads',
  needs: { users: usersModule, backoffice: backofficeModule },
  tables: uploadsTables,
  migrations: { '0007_deposits.uploads': m0007 },
  errors: uploadsErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  create: ({ platform }) => new UploadsService(platform.db, platform.clock, platform.limiter, platform.config),
  routes: (api, { self, needs }) => registerUploadsRoutes(api, { uploads: self, sessions: needs.users.sessions, admin: needs.backoffice }),
  stop: ({ self }) => self.close(),
});
