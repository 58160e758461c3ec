export { demoModule } from './demo.module.js';
export { DemoService, DEMO_ASSET } from './demo.service.js';
