/** The reader's BCP 47 locale: the page's lang, which the i18n start and every language change set. */
export function displayLocale(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}
