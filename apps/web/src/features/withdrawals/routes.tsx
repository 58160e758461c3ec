import type { PageRoute } from '../../app/lazy';
import {
  ADDRESS_BOOK_PATH, ADDRESS_CREATE_PATH, ADDRESS_PICKER_PATH, WALLET_WITHDRAW_PATH, WITHDRAW_DETAIL_PATH, WITHDRAW_PATH,
} from './paths';

const ns = ['withdrawals'] as const;

/** Every withdraw and address book page needs a login; in demo mode they show the server's refusal and the way out. */
export const withdrawalsRoutes: readonly PageRoute[] = [
  { path: WITHDRAW_PATH, load: () => import('./pages/WithdrawIndexPage'), ns, auth: true },
  { path: WALLET_WITHDRAW_PATH, load: () => import('./pages/WalletWithdrawPage'), ns, auth: true },
  { path: WITHDRAW_DETAIL_PATH, load: () => import('./pages/WithdrawDetailPage'), ns, auth: true },
  { path: ADDRESS_BOOK_PATH, load: () => import('./pages/AddressBookPage'), ns, auth: true },
  { path: ADDRESS_PICKER_PATH, load: () => import('./pages/AddressPickerPage'), ns, auth: true },
  { path: ADDRESS_CREATE_PATH, load: () => import('./pages/AddressCreatePage'), ns, auth: true },
];
