/** Error codes of the transfers area (range in errors.ts); messages in i18n/locales/{en,zh}/transfers.ts under the same keys. */
export const transfersErrors = {} as const;
