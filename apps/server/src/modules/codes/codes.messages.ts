import { defineMessages } from '../../platform/i18n/messages.js';
import messages from './codes.messages.json' with { type: 'json' };

export const codesMessages = defineMessages<keyof typeof messages.en>(messages);
