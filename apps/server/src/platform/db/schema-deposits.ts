/** The tables of the deposits area (owned by modules/deposits). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type DepositsDB = {};
