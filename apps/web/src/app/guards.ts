import { HOME_PATH, LOGIN_PATH, isTabPath } from './paths';

/** backtype of the login page: 1 for an ordinary page, 2 when the return target is a tab page. */
export type BackType = 1 | 2;

export type SignedInState = { token: string | null; user: object | null };

/** Logged in means a stored token and a non-empty user object. */
export function isLoggedIn(s: SignedInState): boolean {
  return typeof s.token === 'string' && s.token !== '' && s.user !== null && typeof s.user === 'object' && Object.keys(s.user).length > 0;
}

/** The login page URL that brings the user back to `returnPath` (path with its query) afterwards. */
export function loginUrl(returnPath: string): string {
  const pathname = returnPath.split(/[?#]/)[0] ?? returnPath;
  const backtype: BackType = isTabPath(pathname) ? 2 : 1;
  return `${LOGIN_PATH}?backpage=${encodeURIComponent(returnPath)}&backtype=${backtype}`;
}

export type LoginCheck = { ok: true } | { ok: false; redirect: string | null };

/**
 * The check of a protected page: passes when logged in; otherwise answers where to send the user, or no
 * redirect at all in silent mode (the caller only wanted to know).
 */
export function checkLogin(s: SignedInState, returnPath: string, options: { silent?: boolean } = {}): LoginCheck {
  if (isLoggedIn(s)) return { ok: true };
  return { ok: false, redirect: options.silent ? null : loginUrl(returnPath) };
}

/** A return path is only ever a path inside this app: no scheme, no other host, not the login page again. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value) return null;
  let path = value;
  try {
    // backpage arrives encoded once more than URLSearchParams undoes when it was double-encoded by another client.
    if (/^%2F/i.test(path)) path = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || [...path].some((c) => c.charCodeAt(0) < 0x20)) return null;
  if (path.split(/[?#]/)[0] === LOGIN_PATH) return null;
  return path;
}

/** Where the login page goes after a successful login: the backpage when there is a safe one, else home. */
export function afterLoginTarget(search: string): { path: string; backtype: BackType } {
  const q = new URLSearchParams(search);
  const path = safeReturnPath(q.get('backpage'));
  if (path === null) return { path: HOME_PATH, backtype: 2 };
  return { path, backtype: q.get('backtype') === '2' ? 2 : 1 };
}

/** The login query to pass along when moving between login, register and forget pages. */
export function keepBackQuery(search: string): string {
  const q = new URLSearchParams(search);
  const keep = new URLSearchParams();
  const backpage = q.get('backpage');
  if (backpage) keep.set('backpage', backpage);
  const backtype = q.get('backtype');
  if (backtype) keep.set('backtype', backtype);
  const text = keep.toString();
  return text ? `?${text}` : '';
}

/** Whether the route change should fetch the real-name record: logged in, and not fetched for this login yet. */
export function shouldFetchRealName(s: SignedInState & { realNameFetched: boolean }): boolean {
  return isLoggedIn(s) && !s.realNameFetched;
}

/** The back action: home when this page is the first of the app's history, else one page back. */
export function backTarget(historyIndex: number | null | undefined): -1 | string {
  return typeof historyIndex === 'number' && historyIndex > 0 ? -1 : HOME_PATH;
}
