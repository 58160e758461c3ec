/** English messages of the swap area. */
export const enSwap = {} as const;
