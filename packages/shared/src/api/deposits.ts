/** The API contract of the deposits module: its routes and the types of their shapes. */
export const depositsRoutes = {} as const;
