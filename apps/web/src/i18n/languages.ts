import { LANGS, type Lang } from '@candor/shared';

/** Each interface language under its own name, in the order of the wire codes. */
export const NATIVE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  jp: '日本語',
  vn: 'Tiếng Việt',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  kr: '한국어',
  ms: 'Bahasa Melayu',
  de: 'Deutsch',
  th: 'ไทย',
  pt: 'Português',
  fr: 'Français',
  ru: 'Русский',
  esp: 'Español',
  zh: '简体中文',
  tw: '繁體中文',
};

export const LANGUAGES: ReadonlyArray<{ code: Lang; name: string }> = LANGS.map((code) => ({ code, name: NATIVE_NAMES[code] }));

/** The namespaces of the app: one per feature, plus common and the product areas. */
export const APP_NAMESPACES = ['common', 'areas', 'auth', 'home', 'users', 'coming', 'market', 'spot', 'futures', 'swap', 'deposits', 'wallet', 'withdrawals', 'kyc', 'account', 'content', 'bank', 'options', 'ieo', 'loans', 'earn', 'support', 'proof', 'apikeys', 'c2c', 'nft', 'referral', 'notifications'] as const;

/** Every locale file: the app's, plus the offline page's (built into offline.html by pwa-plugin.ts, never loaded by the app). */
export const NAMESPACES = [...APP_NAMESPACES, 'offline'] as const;
export type Namespace = (typeof NAMESPACES)[number];
