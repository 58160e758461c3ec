import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_KINDS,
  AccountKind,
  AccountMode,
  C2cOrderStatus,
  DEFAULT_LANG,
  FUTURES_STATUSES,
  FuturesStatus,
  IeoStatus,
  KycStatus,
  LANGS,
  ReviewStatus,
  SYSTEM_ACCOUNT_KINDS,
  SpotOrderStatus,
  USER_ACCOUNT_KINDS,
  isAccountKind,
  isAccountMode,
  isC2cOrderStatus,
  isFuturesStatus,
  isIeoStatus,
  isKycStatus,
  isLang,
  isReviewStatus,
  isSpotOrderStatus,
  isSystemAccountKind,
  isUserAccountKind,
  langToBcp47,
  toLang,
} from './index.js';

describe('numeric statuses keep the seed codes', () => {
  it('futures', () => {
    expect(FuturesStatus).toEqual({ pending: 0, position: 1, closing: 2, closed: 3, cancelled: 4 });
    expect(FUTURES_STATUSES).toEqual([0, 1, 2, 3, 4]);
    expect(isFuturesStatus(4)).toBe(true);
    expect(isFuturesStatus(5)).toBe(false);
    expect(isFuturesStatus('1')).toBe(false);
  });

  it('c2c', () => {
    expect(C2cOrderStatus).toEqual({ paying: 1, paid: 2, completed: 3, appeal: 4, cancelled: 5 });
    expect(isC2cOrderStatus(0)).toBe(false);
    expect(isC2cOrderStatus(5)).toBe(true);
  });

  it('ieo', () => {
    expect(IeoStatus).toEqual({ subscribed: 1, allotment_failed: 2, allotted: 3, paid: 4, frozen: 5, unfrozen: 6 });
    expect(isIeoStatus(6)).toBe(true);
    expect(isIeoStatus(7)).toBe(false);
  });
});

describe('string statuses', () => {
  it('have their wire values as keys and values', () => {
    for (const e of [SpotOrderStatus, ReviewStatus, KycStatus, AccountKind, AccountMode]) {
      for (const [key, value] of Object.entries(e)) expect(value).toBe(key);
    }
    expect(Object.values(SpotOrderStatus)).toEqual(['waiting', 'completed', 'cancelled']);
    expect(Object.values(ReviewStatus)).toEqual(['processing', 'approved', 'rejected']);
    expect(Object.values(KycStatus)).toEqual(['unverified', 'pending', 'verified', 'rejected']);
    expect(Object.values(AccountMode)).toEqual(['real', 'demo']);
  });

  it('have guards', () => {
    expect(isSpotOrderStatus('waiting')).toBe(true);
    expect(isSpotOrderStatus('open')).toBe(false);
    expect(isReviewStatus('approved')).toBe(true);
    expect(isReviewStatus(null)).toBe(false);
    expect(isKycStatus('pending')).toBe(true);
    expect(isKycStatus('under_review')).toBe(false);
    expect(isAccountMode('demo')).toBe(true);
    expect(isAccountMode('simulation')).toBe(false);
  });
});

describe('account kinds', () => {
  it('split into user and system kinds that together make all kinds', () => {
    expect(USER_ACCOUNT_KINDS).toEqual(['funding', 'options', 'futures', 'trust']);
    expect([...USER_ACCOUNT_KINDS, ...SYSTEM_ACCOUNT_KINDS].sort()).toEqual([...ACCOUNT_KINDS].sort());
    expect(SYSTEM_ACCOUNT_KINDS).toContain('demo_treasury');
    expect(isAccountKind('earn_expense')).toBe(true);
    expect(isAccountKind('wallet')).toBe(false);
    expect(isUserAccountKind('trust')).toBe(true);
    expect(isUserAccountKind('treasury')).toBe(false);
    expect(isSystemAccountKind('treasury')).toBe(true);
    expect(isSystemAccountKind('funding')).toBe(false);
  });
});

describe('languages', () => {
  it('has the 15 wire codes, default en', () => {
    expect(LANGS).toEqual(['en', 'jp', 'vn', 'hi', 'id', 'kr', 'ms', 'de', 'th', 'pt', 'fr', 'ru', 'esp', 'zh', 'tw']);
    expect(DEFAULT_LANG).toBe('en');
  });

  it('maps every code to a BCP 47 tag Intl accepts', () => {
    expect(Object.keys(langToBcp47).sort()).toEqual([...LANGS].sort());
    expect(LANGS.map((l) => langToBcp47[l])).toEqual(
      ['en', 'ja', 'vi', 'hi', 'id', 'ko', 'ms', 'de', 'th', 'pt', 'fr', 'ru', 'es', 'zh-CN', 'zh-TW'],
    );
    for (const lang of LANGS) expect(Intl.getCanonicalLocales(langToBcp47[lang])).toEqual([langToBcp47[lang]]);
  });

  it('guards and defaults', () => {
    expect(isLang('esp')).toBe(true);
    expect(isLang('es')).toBe(false);
    expect(isLang('EN')).toBe(false);
    expect(isLang(undefined)).toBe(false);
    expect(toLang('kr')).toBe('kr');
    expect(toLang('xx')).toBe('en');
    expect(toLang(undefined)).toBe('en');
  });
});
