export { contentModule } from './content.module.js';
export { ContentService } from './content.service.js';
export { sanitizeBody } from './content.sanitize.js';
