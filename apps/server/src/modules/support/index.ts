export { supportModule, SupportService } from './support.module.js';
export type { SupportMessageEvent } from './support.events.js';
