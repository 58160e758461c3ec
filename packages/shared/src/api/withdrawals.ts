/** The API contract of the withdrawals module: its routes and the types of their shapes. */
export const withdrawalsRoutes = {} as const;
