/** The API contract of the auth module: its routes and the types of their shapes. */
export const authRoutes = {} as const;
