import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { SESSION_STORAGE_KEY, initialSession, readPersisted, toPersisted } from './persisted';
import type { SessionState } from './types';

export type SessionStore = StoreApi<SessionState>;

/** The session store, persisted in the given storage (localStorage in the app, a map in tests). */
export function createSessionStore(storage: StateStorage): SessionStore {
  return createStore<SessionState>()(
    persist(
      (set, get) => ({
        ...initialSession,
        signIn: (token, user) => set({
          token, user, realName: null, realNameFetched: false,
          // A guest is always in demo mode; a real login starts in the real account.
          demo: user.kind === 'guest',
        }),
        setUser: (user) => set({ user }),
        clearAuth: () => set({ token: null, user: null, realName: null, realNameFetched: false, demo: false }),
        setRealName: (realName) => set({ realName, realNameFetched: get().token !== null }),
        setLang: (lang) => set({ lang }),
        setDemo: (demo) => set({ demo }),
        setReferralCode: (referralCode) => set({ referralCode }),
      }),
      {
        name: SESSION_STORAGE_KEY,
        storage: createJSONStorage(() => storage),
        partialize: (s) => toPersisted(s),
        merge: (persisted, current) => ({ ...current, ...readPersisted(persisted) }),
      },
    ),
  );
}

/** localStorage when the browser allows it, else memory (private modes that refuse storage). */
export function browserStorage(): StateStorage {
  try {
    const probe = '__candor_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

export function memoryStorage(seed: Record<string, string> = {}): StateStorage & { dump: () => Record<string, string> } {
  const data = new Map(Object.entries(seed));
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => { data.set(k, v); },
    removeItem: (k) => { data.delete(k); },
    dump: () => Object.fromEntries(data),
  };
}
