import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import * as m1 from './migrations/20261125_content_1.js';
import * as m2 from './migrations/20261125_content_2.js';
import { registerContentAdminRoutes } from './content.admin.routes.js';
import { contentErrors } from './content.errors.js';
import messages from './content.messages.json' with { type: 'json' };
import { registerContentUserRoutes } from './content.routes.js';
import { seedSamples } from './content.seed.js';
import { ContentService } from './content.service.js';
import { contentTables } from './content.tables.js';

/** The operator's information pages, agreements, news and announcements: versioned per language, published, audited. */
export const contentModule = defineModule({
  name: 'content',
  needs: { backoffice: backofficeModule },
  tables: contentTables,
  migrations: { '20261125_content_1': m1, '20261125_content_2': m2 },
  errors: contentErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { content: ['operator'] },
  create: ({ platform }) => new ContentService(platform.db, platform.clock, platform.transactions),
  routes: (api, { self }) => registerContentUserRoutes(api, { content: self }),
  adminRoutes: (api, { self, needs }) => registerContentAdminRoutes(api, { content: self, admin: needs.backoffice }),
  /** A trial install ships sample pages and news, marked sample; production starts empty (docs/decisions.md, Content). */
  start: async ({ self, platform }) => {
    if (isTrialInstall(platform.config)) await seedSamples(self);
  },
});
