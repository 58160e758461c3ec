export { usersModule } from './users.module.js';
export { UsersService, toPublicUser, phoneKeyOf, ownDestination, checkLang, type NewUser } from './users.service.js';
export { SessionStore, type SessionUser, type SessionView } from './sessions.js';
export type { UserRow } from './users.repo.js';
