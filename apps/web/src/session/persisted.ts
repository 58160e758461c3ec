import { DEFAULT_LANG, SESSION_STORE_VERSION, isLang } from '@candor/shared';
import type { RealNameRecord, SessionData, SessionUser } from './types';

export const SESSION_STORAGE_KEY = 'candor-session';

export const initialSession: SessionData = {
  version: SESSION_STORE_VERSION,
  token: null,
  user: null,
  realName: null,
  realNameFetched: false,
  lang: DEFAULT_LANG,
  demo: false,
  referralCode: null,
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isUser(v: unknown): v is SessionUser {
  return isObject(v) && typeof v.id === 'number' && (v.kind === 'user' || v.kind === 'guest') && typeof v.invite_code === 'string';
}

/**
 * Reads what local storage held, keeping only well-formed fields. A store written by another version starts over,
 * except for the language, which is a preference rather than session state.
 */
export function readPersisted(raw: unknown): SessionData {
  if (!isObject(raw)) return { ...initialSession };
  const lang = isLang(raw.lang) ? raw.lang : DEFAULT_LANG;
  if (raw.version !== SESSION_STORE_VERSION) return { ...initialSession, lang };
  const token = typeof raw.token === 'string' && raw.token !== '' ? raw.token : null;
  const user = isUser(raw.user) ? raw.user : null;
  const signedIn = token !== null && user !== null;
  return {
    version: SESSION_STORE_VERSION,
    token: signedIn ? token : null,
    user: signedIn ? user : null,
    realName: signedIn && isObject(raw.realName) ? (raw.realName as RealNameRecord) : null,
    realNameFetched: signedIn && raw.realNameFetched === true,
    lang,
    demo: raw.demo === true,
    referralCode: typeof raw.referralCode === 'string' && raw.referralCode !== '' ? raw.referralCode : null,
  };
}

/** The fields written to storage (actions are not data). */
export function toPersisted(s: SessionData): SessionData {
  return {
    version: s.version, token: s.token, user: s.user, realName: s.realName, realNameFetched: s.realNameFetched,
    lang: s.lang, demo: s.demo, referralCode: s.referralCode,
  };
}

/** A referral code carried by the launch URL (?invite_code= or ?code=), or null. */
export function referralFromSearch(search: string): string | null {
  const q = new URLSearchParams(search);
  const code = (q.get('invite_code') ?? q.get('code') ?? '').trim();
  return /^[A-Za-z0-9]{4,32}$/.test(code) ? code.toUpperCase() : null;
}
