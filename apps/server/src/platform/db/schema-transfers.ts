/** The tables of the transfers area (owned by modules/transfers). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type TransfersDB = {};
