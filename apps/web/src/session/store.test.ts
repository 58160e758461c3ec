import { SESSION_STORE_VERSION } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, readPersisted, referralFromSearch } from './persisted';
import { createSessionStore, memoryStorage } from './store';
import type { SessionUser } from './types';

const user: SessionUser = {
  id: 7, kind: 'user', username: 'alice1', email: null, area_code: null, phone: null, invite_code: 'ABCD1234',
  lang: 'en', has_fund_password: false, created_at: 1,
};

const stored = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.dump()[SESSION_STORAGE_KEY] ?? 'null') as { state: Record<string, unknown> };

describe('session store', () => {
  it('persists token, user, language, demo marker and version', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.getState().signIn('tok', user);
    store.getState().setLang('zh');
    store.getState().setDemo(true);
    const { state } = stored(storage);
    expect(state).toMatchObject({ token: 'tok', user, lang: 'zh', demo: true, version: SESSION_STORE_VERSION, realNameFetched: false });
    expect(state).not.toHaveProperty('signIn');
  });

  it('restores a stored session in a new store', () => {
    const storage = memoryStorage();
    const first = createSessionStore(storage);
    first.getState().signIn('tok', user);
    first.getState().setRealName(null);
    const second = createSessionStore(storage);
    expect(second.getState()).toMatchObject({ token: 'tok', user, realName: null, realNameFetched: true });
  });

  it('clearAuth keeps language and referral code', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.getState().setReferralCode('INV123');
    store.getState().setLang('jp');
    store.getState().signIn('tok', user);
    store.getState().setDemo(true);
    store.getState().clearAuth();
    expect(store.getState()).toMatchObject({ token: null, user: null, realNameFetched: false, demo: false, lang: 'jp', referralCode: 'INV123' });
    expect(stored(storage).state).toMatchObject({ token: null, user: null });
  });

  it('a guest session starts in demo mode, a real one does not', () => {
    const store = createSessionStore(memoryStorage());
    store.getState().signIn('g', { ...user, kind: 'guest' });
    expect(store.getState().demo).toBe(true);
    store.getState().signIn('u', user);
    expect(store.getState().demo).toBe(false);
  });

  it('fetching the real name while signed out is not remembered', () => {
    const store = createSessionStore(memoryStorage());
    store.getState().setRealName(null);
    expect(store.getState().realNameFetched).toBe(false);
  });
});

describe('readPersisted', () => {
  it('starts over on another version but keeps the language', () => {
    expect(readPersisted({ version: '0.9', token: 't', user, lang: 'de' })).toMatchObject({ token: null, user: null, lang: 'de', version: SESSION_STORE_VERSION });
  });
  it('drops a token without a user and junk values', () => {
    expect(readPersisted({ version: SESSION_STORE_VERSION, token: 't', user: {}, lang: 'xx', demo: 'yes' }))
      .toMatchObject({ token: null, user: null, lang: 'en', demo: false });
    expect(readPersisted('garbage')).toMatchObject({ token: null, lang: 'en' });
  });
});

describe('referralFromSearch', () => {
  it('reads invite_code or code from the launch query', () => {
    expect(referralFromSearch('?invite_code=ab12cd34')).toBe('AB12CD34');
    expect(referralFromSearch('?x=1&code=ZZZZ9')).toBe('ZZZZ9');
    expect(referralFromSearch('?code=<script>')).toBeNull();
    expect(referralFromSearch('')).toBeNull();
  });
});
