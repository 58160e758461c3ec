/** The API contract of the demo module: its routes and the types of their shapes. */
export const demoRoutes = {} as const;
