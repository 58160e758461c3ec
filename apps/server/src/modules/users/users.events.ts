/** The session epoch moved (a session ended, a user's row changed): `n` is an epoch at least as new as the change. */
export type SessionEpochEvent = { n: bigint };

declare module '../../platform/bus/bus.js' {
  interface Topics {
    /** Published after the commit of every write that moves the session epoch (sessions.ts, users.repo.ts). */
    'users.session_epoch': SessionEpochEvent;
  }
}
