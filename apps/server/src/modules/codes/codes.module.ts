import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { registerCodesAdminRoutes } from './codes.admin.routes.js';
import { codesErrors } from './codes.errors.js';
import { codesMessages } from './codes.messages.js';
import { createOutboxRepo } from './codes.outbox.js';
import { createDeliveriesRepo } from './codes.delivery.js';
import { notifierOf } from './codes.wiring.js';
import { CodesService } from './codes.service.js';
import { codesTables } from './codes.tables.js';
import { registerDevRoutes } from './dev.routes.js';
import * as m0001 from './migrations/0001_foundation.codes.js';
import * as m20261125 from './migrations/20261125_account_3_deliveries.js';

/** Verification codes (SMS and email) and the outbox they are delivered to by default. */
export const codesModule = defineModule({
  name: 'codes',
  needs: { backoffice: backofficeModule },
  tables: codesTables,
  migrations: { '0001_foundation.codes': m0001, '20261125_account_3_deliveries': m20261125 },
  errors: codesErrors,
  messages: codesMessages,
  adminResources: { outbox: ['support'], deliveries: ['support', 'operator'] },
  create: ({ platform }) => {
    const { notifier, delivery } = notifierOf(platform);
    return new CodesService(platform.db, platform.clock, notifier, platform.limiter, delivery);
  },
  routes: (api, { platform }) => registerDevRoutes(api, { outbox: createOutboxRepo(platform.db), devOutbox: platform.config.devOutbox }),
  adminRoutes: (api, { needs, platform }) => registerCodesAdminRoutes(api, {
    admin: needs.backoffice, outbox: createOutboxRepo(platform.db), deliveries: createDeliveriesRepo(platform.db),
  }),
  // A failed provider delivery is tried again (doubling waits) until sent, out of tries, or its code expired.
  jobs: ({ self }) => [{
    name: 'codes.delivery-retry', schedule: { every: 30_000 },
    run: async ({ now }) => {
      if (!self.delivery) return 'no provider configured';
      const r = await self.delivery.retryDue(now);
      return `${r.sent} sent, ${r.failed} failed again, ${r.dead} given up`;
    },
  }],
});
