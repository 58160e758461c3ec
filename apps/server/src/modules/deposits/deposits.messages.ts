import { defineMessages } from '../../platform/i18n/messages.js';
import messages from './deposits.messages.json' with { type: 'json' };

export const depositsMessages = defineMessages<keyof typeof messages.en>(messages);
