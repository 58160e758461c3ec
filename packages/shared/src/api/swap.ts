/** The API contract of the swap module: its routes and the types of their shapes. */
export const swapRoutes = {} as const;
