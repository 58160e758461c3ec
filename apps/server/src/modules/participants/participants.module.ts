import { isTrialInstall } from '../../config.js';
import { defineErrors } from '../../platform/http/errors.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { ledgerModule } from '../ledger/index.js';
import { marketModule } from '../market/index.js';
import { spotModule } from '../spot/index.js';
import messages from './participants.messages.json' with { type: 'json' };
import { SimulatedParticipants } from './participants.service.js';

/**
 * Simulated participants of a trial install: a few accounts that trade the spot books through the real engine and the
 * ledger, so a new user sees a book and trades that move. Never started with NODE_ENV=production (nor with
 * SIM_PARTICIPANTS=0, nor without a feed); their trades are marked simulated on every trade list.
 */
export const participantsModule = defineModule({
  name: 'participants',
  needs: { ledger: ledgerModule, spot: spotModule, market: marketModule },
  tables: [],
  migrations: {},
  errors: defineErrors({}),
  messages: defineMessages<keyof typeof messages.en>(messages),
  create: ({ platform, needs }) => new SimulatedParticipants(needs.spot, needs.ledger, platform.log),
  subscriptions: ({ self, platform, needs }) => [
    // With several API nodes, the participants of a market trade on the node that owns it (platform/cluster).
    platform.bus.subscribe('market.ticks', ({ ticks }) => { for (const t of ticks) if (needs.spot.ownsMarket(t.symbol)) self.onPrice(t.symbol, t.price, t.time); }),
  ],
  start: async ({ self, platform }) => {
    const { config, log } = platform;
    if (!isTrialInstall(config) || !config.simParticipants || config.marketFeed === 'off') return;
    await self.start();
    log.info({ participants: self.options.count }, 'simulated participants trading (trial install)');
  },
  stop: ({ self }) => { self.stop(); },
});
