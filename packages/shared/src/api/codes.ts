/** The API contract of the codes module: its routes and the types of their shapes. */
export const codesRoutes = {} as const;
