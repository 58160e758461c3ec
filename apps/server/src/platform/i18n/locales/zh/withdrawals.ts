/** Chinese messages of the withdrawals area: every key of en/withdrawals.ts. */
import type { enWithdrawals } from '../en/withdrawals.js';

export const zhWithdrawals: Record<keyof typeof enWithdrawals, string> = {};
