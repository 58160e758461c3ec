/** The API contract of the coins module: its routes and the types of their shapes. */
export const coinsRoutes = {} as const;
