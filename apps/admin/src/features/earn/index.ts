import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import InventoryIcon from '@mui/icons-material/Inventory';
import SavingsIcon from '@mui/icons-material/Savings';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

/** Earn products (trust, quantify, mining, U plan): data, edited for new orders only, paused, audited. */
export const earnProducts: Section = {
  label: 'Earn products', about: 'Earn products: trust (lock-up), quantify plans, mining machines and the U plan; create, edit for new orders, pause.',
  icon: SavingsIcon, list: lazyView(() => import('./products'), 'ProductsPage'), data: () => import('./api').then((m) => m.productsData),
};

/** The earn account every yield is paid from: coverage, funding with two admins, payouts per day. */
export const earnAccount: Section = {
  label: 'Earn account', about: 'Earn account: balance, promised yields outstanding, days covered, funding by two admins, yields paid per day.',
  icon: AccountBalanceWalletIcon, list: lazyView(() => import('./account'), 'AccountPage'), data: () => import('./api').then((m) => m.accountData),
};

export const earnHoldings: Section = {
  label: 'Earn holdings', about: 'Earn holdings: every user’s trust orders, U plan balance, quantify plans and mining leases.',
  icon: InventoryIcon, list: lazyView(() => import('./holdings'), 'HoldingsList'), data: () => import('./api').then((m) => m.holdingsData),
};
