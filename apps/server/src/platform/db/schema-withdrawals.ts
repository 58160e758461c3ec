/** The tables of the withdrawals area (owned by modules/withdrawals). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type WithdrawalsDB = {};
