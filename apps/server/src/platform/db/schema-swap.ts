/** The tables of the swap area (owned by modules/swap). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type SwapDB = {};
