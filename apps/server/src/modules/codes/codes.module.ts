import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { registerCodesAdminRoutes } from './codes.admin.routes.js';
import { codesErrors } from './codes.errors.js';
import { codesMessages } from './codes.messages.js';
import { createOutboxRepo, OutboxNotifier } from './codes.outbox.js';
import { CodesService } from './codes.service.js';
import { codesTables } from './codes.tables.js';
import { registerDevRoutes } from './dev.routes.js';
import * as m0001 from './migrations/0001_foundation.codes.js';

/** Verification codes (SMS and email) and the outbox they are delivered to by default. */
export const codesModule = defineModule({
  name: 'codes',
  needs: { backoffice: backofficeModule },
  tables: codesTables,
  migrations: { '0001_foundation.codes': m0001 },
  errors: codesErrors,
  messages: codesMessages,
  adminResources: { outbox: ['support'] },
  create: ({ platform }) => new CodesService(platform.db, platform.clock,
    platform.notifier ?? new OutboxNotifier(platform.db, platform.clock, platform.log), platform.limiter),
  routes: (api, { platform }) => registerDevRoutes(api, { outbox: createOutboxRepo(platform.db), devOutbox: platform.config.devOutbox }),
  adminRoutes: (api, { needs, platform }) => registerCodesAdminRoutes(api, { admin: needs.backoffice, outbox: createOutboxRepo(platform.db) }),
});
