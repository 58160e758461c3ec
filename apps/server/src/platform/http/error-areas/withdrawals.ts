/** Error codes of the withdrawals area (range in errors.ts); messages in i18n/locales/{en,zh}/withdrawals.ts under the same keys. */
export const withdrawalsErrors = {} as const;
