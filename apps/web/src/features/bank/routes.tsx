import type { PageRoute } from '../../app/lazy';
import { ADD_BANK_PATH, BANK_CARDS_PATH, BANK_WITHDRAW_PATH } from './paths';

const ns = ['bank'] as const;

/** Bank cards and the bank withdrawal: logged in; in demo mode they show the server's refusal. */
export const bankRoutes: readonly PageRoute[] = [
  { path: BANK_CARDS_PATH, load: () => import('./pages/BankCardsPage'), ns, auth: true },
  { path: ADD_BANK_PATH, load: () => import('./pages/AddBankPage'), ns, auth: true },
  { path: BANK_WITHDRAW_PATH, load: () => import('./pages/BankWithdrawPage'), ns, auth: true },
];
