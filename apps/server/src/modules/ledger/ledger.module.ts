import { defineModule } from '../../platform/kit/module.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { ledgerErrors } from './ledger.errors.js';
import messages from './ledger.messages.json' with { type: 'json' };
import { LedgerService } from './ledger.service.js';
import { ledgerTables } from './ledger.tables.js';
import * as m0001 from './migrations/0001_foundation.ledger.js';

/** The double-entry ledger: the only writer of balances. No routes of its own; the wallet modules show it. */
export const ledgerModule = defineModule({
  name: 'ledger',
  needs: {},
  tables: ledgerTables,
  migrations: { '0001_foundation.ledger': m0001 },
  errors: ledgerErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  create: ({ platform }) => new LedgerService(platform.db, platform.clock, platform.transactions, platform.bus),
});
