/** The API contract of the wallet module: its routes and the types of their shapes. */
export const walletRoutes = {} as const;
