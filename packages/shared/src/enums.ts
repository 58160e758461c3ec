/**
 * Status enums with the seed's wire values (numbers where the seed uses numbers), account kinds and modes, and
 * the languages. Each is a `const` object (name -> wire value), a type of its values, a list of its values and a
 * type guard.
 */

type ValueOf<T> = T[keyof T];

function guard<T extends string | number>(values: readonly T[]): (value: unknown) => value is T {
  return (value: unknown): value is T => (values as readonly unknown[]).includes(value);
}

/** Futures position/order status. Liquidated is `closed` with reason liquidation. */
export const FuturesStatus = { pending: 0, position: 1, closing: 2, closed: 3, cancelled: 4 } as const;
export type FuturesStatus = ValueOf<typeof FuturesStatus>;
export const FUTURES_STATUSES: readonly FuturesStatus[] = Object.values(FuturesStatus);
export const isFuturesStatus = guard(FUTURES_STATUSES);

/** C2C order status: 1 paying (escrow locked, 30-minute deadline), 2 paid, 3 completed, 4 appeal, 5 cancelled. */
export const C2cOrderStatus = { paying: 1, paid: 2, completed: 3, appeal: 4, cancelled: 5 } as const;
export type C2cOrderStatus = ValueOf<typeof C2cOrderStatus>;
export const C2C_ORDER_STATUSES: readonly C2cOrderStatus[] = Object.values(C2cOrderStatus);
export const isC2cOrderStatus = guard(C2C_ORDER_STATUSES);

/** IEO application status: 1 subscribed, 2 allotment failed, 3 allotted, 4 paid, 5 done and frozen, 6 unfrozen. */
export const IeoStatus = { subscribed: 1, allotment_failed: 2, allotted: 3, paid: 4, frozen: 5, unfrozen: 6 } as const;
export type IeoStatus = ValueOf<typeof IeoStatus>;
export const IEO_STATUSES: readonly IeoStatus[] = Object.values(IeoStatus);
export const isIeoStatus = guard(IEO_STATUSES);

export const SpotOrderStatus = { waiting: 'waiting', completed: 'completed', cancelled: 'cancelled' } as const;
export type SpotOrderStatus = ValueOf<typeof SpotOrderStatus>;
export const SPOT_ORDER_STATUSES: readonly SpotOrderStatus[] = Object.values(SpotOrderStatus);
export const isSpotOrderStatus = guard(SPOT_ORDER_STATUSES);

/** Review state of deposits and withdrawals. */
export const ReviewStatus = { processing: 'processing', approved: 'approved', rejected: 'rejected' } as const;
export type ReviewStatus = ValueOf<typeof ReviewStatus>;
export const REVIEW_STATUSES: readonly ReviewStatus[] = Object.values(ReviewStatus);
export const isReviewStatus = guard(REVIEW_STATUSES);

/** KYC state; `pending` is "under review", `rejected` is "review failed". */
export const KycStatus = { unverified: 'unverified', pending: 'pending', verified: 'verified', rejected: 'rejected' } as const;
export type KycStatus = ValueOf<typeof KycStatus>;
export const KYC_STATUSES: readonly KycStatus[] = Object.values(KycStatus);
export const isKycStatus = guard(KYC_STATUSES);

export const AccountMode = { real: 'real', demo: 'demo' } as const;
export type AccountMode = ValueOf<typeof AccountMode>;
export const ACCOUNT_MODES: readonly AccountMode[] = Object.values(AccountMode);
export const isAccountMode = guard(ACCOUNT_MODES);

/** The seed's language codes, as they travel in the `lang` header and the session store. */
export const LANGS = ['en', 'jp', 'vn', 'hi', 'id', 'kr', 'ms', 'de', 'th', 'pt', 'fr', 'ru', 'esp', 'zh', 'tw'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
export const isLang = guard<Lang>(LANGS);

/** Wire code -> BCP 47 tag for Intl. */
export const langToBcp47: Readonly<Record<Lang, string>> = {
  en: 'en',
  jp: 'ja',
  vn: 'vi',
  hi: 'hi',
  id: 'id',
  kr: 'ko',
  ms: 'ms',
  de: 'de',
  th: 'th',
  pt: 'pt',
  fr: 'fr',
  ru: 'ru',
  esp: 'es',
  zh: 'zh-CN',
  tw: 'zh-TW',
};

/** A wire language code, or DEFAULT_LANG when the value is not one (e.g. a missing or unknown header). */
export function toLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}
