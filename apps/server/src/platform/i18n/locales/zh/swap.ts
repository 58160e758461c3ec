/** Chinese messages of the swap area: every key of en/swap.ts. */
import type { enSwap } from '../en/swap.js';

export const zhSwap: Record<keyof typeof enSwap, string> = {};
