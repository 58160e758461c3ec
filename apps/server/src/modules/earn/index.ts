export { earnModule } from './earn.module.js';
export { EarnService } from './earn.service.js';
