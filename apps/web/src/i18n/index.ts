import { DEFAULT_LANG, langToBcp47, LANGS, type Lang } from '@candor/shared';
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Each locale file is static JSON under a versioned path (vite's locales plugin), fetched when a page needs its
// namespace in the current language.
export const localeUrl = (language: string, namespace: string): string =>
  `${import.meta.env.BASE_URL}locales/${__LOCALES_VERSION__}/${language}/${namespace}.json`;

async function loadLocale(language: string, namespace: string): Promise<Record<string, unknown>> {
  const res = await fetch(localeUrl(language, namespace));
  if (!res.ok) throw new Error(`No locale ${language}/${namespace} (${res.status})`);
  return (await res.json()) as Record<string, unknown>;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    loadLocale(language, namespace).then((data) => callback(null, data), (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

/** Starts i18next in a language with the namespaces given loaded (fetched in parallel). */
export async function initI18n(lang: Lang, ns: readonly string[] = ['common']): Promise<void> {
  await i18n.use(lazyBackend).use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGS],
    load: 'currentOnly',
    ns: [...ns],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });
  document.documentElement.lang = langToBcp47[lang];
}

export async function changeLanguage(lang: Lang): Promise<void> {
  await i18n.changeLanguage(lang);
  document.documentElement.lang = langToBcp47[lang];
}

export function loadNamespaces(ns: readonly string[] | undefined): Promise<void> {
  return ns && ns.length > 0 ? i18n.loadNamespaces([...ns]) : Promise.resolve();
}

export { i18n };
