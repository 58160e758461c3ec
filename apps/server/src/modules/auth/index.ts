export { authModule } from './auth.module.js';
export { AuthService, type SessionResult } from './auth.service.js';
