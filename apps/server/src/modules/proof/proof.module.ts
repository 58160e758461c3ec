import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { c2cModule } from '../c2c/index.js';
import { ieoModule } from '../ieo/index.js';
import { ledgerModule } from '../ledger/index.js';
import { usersModule } from '../users/index.js';
import * as m1 from './migrations/20261125_proof_1_tables.js';
import { registerProofAdminRoutes } from './proof.admin.routes.js';
import { proofErrors } from './proof.errors.js';
import messages from './proof.messages.json' with { type: 'json' };
import { registerProofRoutes } from './proof.routes.js';
import { ProofService } from './proof.service.js';
import { proofTables } from './proof.tables.js';

/** Proof of liabilities: a daily Merkle sum tree per asset over users' balances, each user's leaf and path, the coverage screen. */
export const proofModule = defineModule({
  name: 'proof',
  needs: { ledger: ledgerModule, users: usersModule, backoffice: backofficeModule, c2c: c2cModule, ieo: ieoModule },
  tables: proofTables,
  migrations: { '20261125_proof_1_tables': m1 },
  errors: proofErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { proof: ['finance', 'operator'] },
  create: ({ platform, needs }) => new ProofService(platform.db, platform.clock, platform.transactions, needs.ledger, platform.secrets, [
    // What users committed to products that hold it in platform accounts, read through each product's door.
    { product: 'c2c', committedAt: (at, tx) => needs.c2c.committedAt(at, tx) },
    { product: 'ieo', committedAt: (at, tx) => needs.ieo.committedAt(at, tx) },
  ]),
  routes: (api, { self, needs }) => registerProofRoutes(api, { proof: self, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerProofAdminRoutes(api, { proof: self, admin: needs.backoffice }),
  jobs: ({ self }) => [{ name: 'proof.daily', schedule: { dailyAt: '00:10' }, run: (ctx) => self.daily(ctx) }],
});
