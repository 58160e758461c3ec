export { codesModule } from './codes.module.js';
export { CodesService, CODE_TTL_MS, CODE_MAX_TRIES, CODE_RESEND_MS, type CodeChannel } from './codes.service.js';
