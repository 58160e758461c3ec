import { none } from './common.js';
import { route } from './contract.js';

/** The demo reset; a guest demo session starts at auth's demo/guest (authRoutes.guest). */
export const demoRoutes = {
  reset: route({ method: 'POST', path: '/demo/reset', tags: ['demo'], access: 'user', summary: 'Reset the demo accounts to the starting balance', response: none }),
} as const;
