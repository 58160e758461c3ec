import { describe, expect, it } from 'vitest';
import { afterLoginTarget, backTarget, checkLogin, isLoggedIn, keepBackQuery, loginUrl, safeReturnPath, shouldFetchRealName } from './guards';
import { HOME_PATH } from './paths';

const user = { id: 1, kind: 'user' };

describe('isLoggedIn', () => {
  it('needs a token and a non-empty user', () => {
    expect(isLoggedIn({ token: 't', user })).toBe(true);
    expect(isLoggedIn({ token: '', user })).toBe(false);
    expect(isLoggedIn({ token: 't', user: null })).toBe(false);
    expect(isLoggedIn({ token: 't', user: {} })).toBe(false);
    expect(isLoggedIn({ token: null, user })).toBe(false);
  });
});

describe('checkLogin', () => {
  it('sends a visitor to login with the encoded return path and backtype 1', () => {
    expect(checkLogin({ token: null, user: null }, '/pages/settings/security/index?x=1')).toEqual({
      ok: false,
      redirect: '/pages/user/login/login?backpage=%2Fpages%2Fsettings%2Fsecurity%2Findex%3Fx%3D1&backtype=1',
    });
  });
  it('uses backtype 2 for a tab page', () => {
    expect(loginUrl('/pages/assets/index')).toBe('/pages/user/login/login?backpage=%2Fpages%2Fassets%2Findex&backtype=2');
  });
  it('skips the redirect in silent mode and passes when logged in', () => {
    expect(checkLogin({ token: null, user: null }, '/x', { silent: true })).toEqual({ ok: false, redirect: null });
    expect(checkLogin({ token: 't', user }, '/x')).toEqual({ ok: true });
  });
});

describe('after login', () => {
  it('returns to the backpage', () => {
    const search = new URL(`http://h${loginUrl('/pages/settings/security/index')}`).search;
    expect(afterLoginTarget(search)).toEqual({ path: '/pages/settings/security/index', backtype: 1 });
    expect(afterLoginTarget('?backpage=%2Fpages%2Fassets%2Findex&backtype=2')).toEqual({ path: '/pages/assets/index', backtype: 2 });
  });
  it('goes home without a backpage or with an unsafe one', () => {
    for (const s of ['', '?backpage=https%3A%2F%2Fevil.example', '?backpage=%2F%2Fevil.example', '?backpage=javascript%3Aalert(1)', '?backpage=%2Fpages%2Fuser%2Flogin%2Flogin']) {
      expect(afterLoginTarget(s).path).toBe(HOME_PATH);
    }
  });
  it('accepts a double-encoded backpage', () => {
    expect(safeReturnPath('%2Fpages%2Fprofile%2Findex')).toBe('/pages/profile/index');
  });
  it('keeps only the back query between auth pages', () => {
    expect(keepBackQuery('?backpage=%2Fa&backtype=2&other=1')).toBe('?backpage=%2Fa&backtype=2');
    expect(keepBackQuery('?other=1')).toBe('');
  });
});

describe('real-name fetch on route change', () => {
  it('fetches once per login for a logged-in user', () => {
    expect(shouldFetchRealName({ token: 't', user, realNameFetched: false })).toBe(true);
    expect(shouldFetchRealName({ token: 't', user, realNameFetched: true })).toBe(false);
    expect(shouldFetchRealName({ token: null, user: null, realNameFetched: false })).toBe(false);
  });
});

describe('back rule', () => {
  it('goes home from the first page, else back one', () => {
    expect(backTarget(0)).toBe(HOME_PATH);
    expect(backTarget(undefined)).toBe(HOME_PATH);
    expect(backTarget(3)).toBe(-1);
  });
});
