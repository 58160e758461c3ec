/** Chinese messages of the deposits area: every key of en/deposits.ts. */
import type { enDeposits } from '../en/deposits.js';

export const zhDeposits: Record<keyof typeof enDeposits, string> = {};
