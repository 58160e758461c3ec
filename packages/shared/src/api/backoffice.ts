/** The API contract of the backoffice module: its routes and the types of their shapes. */
export const backofficeRoutes = {} as const;
