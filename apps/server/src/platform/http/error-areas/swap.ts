/** Error codes of the swap area (range in errors.ts); messages in i18n/locales/{en,zh}/swap.ts under the same keys. */
export const swapErrors = {} as const;
