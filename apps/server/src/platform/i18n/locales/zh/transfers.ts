/** Chinese messages of the transfers area: every key of en/transfers.ts. */
import type { enTransfers } from '../en/transfers.js';

export const zhTransfers: Record<keyof typeof enTransfers, string> = {};
