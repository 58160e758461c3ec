/** The API contract of the market module: its routes and the types of their shapes. */
export const marketRoutes = {} as const;
