export { optionsModule } from './options.module.js';
export { OptionsService } from './options.service.js';
export type { OptionsSettledEvent } from './options.events.js';
