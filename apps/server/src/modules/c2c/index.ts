export { c2cModule } from './c2c.module.js';
export { C2cService } from './c2c.service.js';
