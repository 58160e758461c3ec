import { DEFAULT_LANG, langToBcp47, LANGS, type Lang } from '@candor/shared';
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Each locale file is its own small chunk, fetched when a page needs its namespace in the current language.
const loaders = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (load === undefined) {
      callback(new Error(`No locale ${language}/${namespace}`), false);
      return;
    }
    load().then((data) => callback(null, data), (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

export async function initI18n(lang: Lang): Promise<void> {
  await i18n.use(lazyBackend).use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGS],
    load: 'currentOnly',
    ns: ['common'],
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
