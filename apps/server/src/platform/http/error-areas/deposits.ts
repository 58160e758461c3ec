/** Error codes of the deposits area (range in errors.ts); messages in i18n/locales/{en,zh}/deposits.ts under the same keys. */
export const depositsErrors = {} as const;
