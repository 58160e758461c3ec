import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { contentModule } from '../content/index.js';
import { ledgerModule } from '../ledger/index.js';
import { uploadsModule } from '../uploads/index.js';
import { usersModule } from '../users/index.js';
import * as m1 from './migrations/20261125_support_1_tables.js';
import { ChatService, SUPPORT_ATTACHMENT } from './chat.service.js';
import { FaqService } from './faq.service.js';
import { registerAgentSocket } from './support.agent-socket.js';
import { registerSupportAdminRoutes } from './support.admin.routes.js';
import { SupportDesk } from './support.desk.js';
import { supportErrors } from './support.errors.js';
import messages from './support.messages.json' with { type: 'json' };
import { registerSupportUserRoutes } from './support.routes.js';
import { seedFaqSamples } from './support.samples.js';
import { supportTables } from './support.tables.js';

/** The help centre's FAQ and the live support chat between users and the back office's agents. */
export class SupportService {
  readonly faq: FaqService;
  readonly chat: ChatService;
  readonly desk: SupportDesk;
  constructor(faq: FaqService, chat: ChatService, desk: SupportDesk) {
    this.faq = faq;
    this.chat = chat;
    this.desk = desk;
  }
}

export const supportModule = defineModule({
  name: 'support',
  // content: its sanitiser keeps FAQ bodies to the same safe HTML as news.
  needs: { backoffice: backofficeModule, users: usersModule, uploads: uploadsModule, ledger: ledgerModule, content: contentModule },
  tables: supportTables,
  migrations: { '20261125_support_1_tables': m1 },
  errors: supportErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { support_chat: ['support'], support_faq: ['support', 'operator'] },
  create: ({ platform, needs }) => {
    needs.uploads.definePurpose(SUPPORT_ATTACHMENT, 'support_chat');
    const chat = new ChatService(platform.db, platform.clock, platform.transactions, platform.bus, needs.uploads);
    return new SupportService(new FaqService(platform.db, platform.clock, platform.transactions), chat, new SupportDesk(chat, needs.users, needs.ledger));
  },
  routes: (api, { self, needs }) =>
    registerSupportUserRoutes(api, { faq: self.faq, chat: self.chat, uploads: needs.uploads, sessions: needs.users.sessions }),
  adminRoutes: async (api, { self, needs, platform }) => {
    registerSupportAdminRoutes(api, { faq: self.faq, chat: self.chat, desk: self.desk, admin: needs.backoffice });
    await registerAgentSocket(api, { admin: needs.backoffice, bus: platform.bus });
  },
  /** A trial install ships sample FAQ articles, marked sample; production starts empty. */
  start: async ({ self, platform }) => {
    if (isTrialInstall(platform.config)) await seedFaqSamples(self.faq);
  },
});
