/** English messages of the withdrawals area. */
export const enWithdrawals = {} as const;
