import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { ledgerModule } from '../ledger/index.js';
import { uploadsModule } from '../uploads/index.js';
import { usersModule } from '../users/index.js';
import { NFT_IMAGE_PURPOSE, registerNftAdminRoutes } from './nft.admin.routes.js';
import { NftDesk } from './nft.desk.js';
import { nftErrors } from './nft.errors.js';
import messages from './nft.messages.json' with { type: 'json' };
import { registerNftRoutes } from './nft.routes.js';
import { seedNftSamples } from './nft.samples.js';
import { NftService } from './nft.service.js';
import { nftTables } from './nft.tables.js';
import * as m1 from './migrations/20261125_nft_1_charity.js';

/** The NFT module's service: the buyer's side and the back office's desk. */
export class NftModuleService extends NftService {
  desk!: NftDesk;
}

/** NFT charity: causes with visible charity accounts, numbered editions bought through the ledger, payouts by two finance admins. */
export const nftModule = defineModule({
  name: 'nft',
  needs: { ledger: ledgerModule, users: usersModule, backoffice: backofficeModule, uploads: uploadsModule },
  tables: nftTables,
  migrations: { '20261125_nft_1_charity': m1 },
  errors: nftErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { nft_items: ['operator'], nft_payouts: ['finance'] },
  create: ({ platform, needs }) => {
    const nft = new NftModuleService({ db: platform.db, clock: platform.clock, ledger: needs.ledger, idempotency: platform.idempotency, users: needs.users });
    nft.desk = new NftDesk(nft, needs.backoffice.fourEyes);
    needs.uploads.definePurpose(NFT_IMAGE_PURPOSE, 'nft_items');
    return nft;
  },
  routes: (api, { self, needs }) => registerNftRoutes(api, { nft: self, sessions: needs.users.sessions, uploads: needs.uploads }),
  adminRoutes: (api, { self, needs }) => registerNftAdminRoutes(api, { desk: self.desk, admin: needs.backoffice, uploads: needs.uploads }),
  start: async ({ self, platform }) => { if (isTrialInstall(platform.config)) await seedNftSamples(self); },
});
