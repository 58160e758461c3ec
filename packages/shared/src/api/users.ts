/** The API contract of the users module: its routes and the types of their shapes. */
export const usersRoutes = {} as const;
