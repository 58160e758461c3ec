export { optionsModule } from './options.module.js';
export { OptionsService } from './options.service.js';
