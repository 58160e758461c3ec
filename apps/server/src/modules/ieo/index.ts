export { ieoModule } from './ieo.module.js';
export { IeoModuleService } from './ieo.module-service.js';
export { allot, costOf, unlockedAt, type Allotment, type UnlockStep } from './ieo.math.js';
