/** English messages of the transfers area. */
export const enTransfers = {} as const;
