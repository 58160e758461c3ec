export { futuresModule } from './futures.module.js';
export { FuturesModuleService } from './futures.module-service.js';
export { TriggerBooks, type Trigger, type TriggerKind } from './futures.book.js';
