import type { Lang, PublicUser } from '@candor/shared';

export type SessionUser = PublicUser;

/** The real-name (KYC) record as the server answers it; its fields come with the KYC feature. */
export type RealNameRecord = Readonly<Record<string, unknown>>;

/** What the session keeps in local storage (seed section 3). */
export type SessionData = {
  version: string;
  token: string | null;
  user: SessionUser | null;
  realName: RealNameRecord | null;
  /** user/getRealName was answered for this login (null is a valid answer). */
  realNameFetched: boolean;
  lang: Lang;
  /** When set, every request carries X-Demo: 1. */
  demo: boolean;
  referralCode: string | null;
};

export type SessionActions = {
  signIn: (token: string, user: SessionUser) => void;
  setUser: (user: SessionUser) => void;
  /** Drops token, user and real-name record; language, demo marker and referral code stay. */
  clearAuth: () => void;
  setRealName: (record: RealNameRecord | null) => void;
  setLang: (lang: Lang) => void;
  setDemo: (demo: boolean) => void;
  setReferralCode: (code: string | null) => void;
};

export type SessionState = SessionData & SessionActions;
