/** English messages of the deposits area. */
export const enDeposits = {} as const;
