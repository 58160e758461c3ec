/** The API contract of the uploads module: its routes and the types of their shapes. */
export const uploadsRoutes = {} as const;
