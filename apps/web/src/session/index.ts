import { useStore } from 'zustand';
import { browserStorage, createSessionStore, memoryStorage } from './store';
import type { SessionState } from './types';

/** The app's one session store. */
export const session = createSessionStore(typeof window === 'undefined' ? memoryStorage() : browserStorage());

export function useSession<T>(select: (s: SessionState) => T): T {
  return useStore(session, select);
}

export { SESSION_STORAGE_KEY, referralFromSearch } from './persisted';
export type { RealNameRecord, SessionData, SessionState, SessionUser } from './types';
