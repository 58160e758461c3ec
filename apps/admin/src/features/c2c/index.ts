import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ArticleIcon from '@mui/icons-material/Article';
import BalanceIcon from '@mui/icons-material/Balance';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TuneIcon from '@mui/icons-material/Tune';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';
import { c2cData } from './api';

const merchants = () => import('./merchants');
const market = () => import('./market');

/** C2C merchants: applications (compliance approves or refuses), standing, suspension. */
export const c2cMerchants: Section = {
  label: 'C2C merchants', about: 'C2C merchants: applications from users with advanced KYC, approval or refusal, suspension.',
  icon: StorefrontIcon, list: lazyView(merchants, 'MerchantsPage'), data: c2cData,
};

export const c2cBonds: Section = {
  label: 'C2C bonds', about: 'C2C bonds: the security bond each merchant has locked through the ledger, and their total.',
  icon: AccountBalanceIcon, list: lazyView(merchants, 'BondsPage'), data: c2cData,
};

export const c2cAds: Section = {
  label: 'C2C ads', about: 'C2C ads: every merchant ad with its price, limits and what is left; an ad can be taken offline.',
  icon: ArticleIcon, list: lazyView(market, 'AdsPage'), data: c2cData,
};

export const c2cOrders: Section = {
  label: 'C2C orders', about: 'C2C orders by status, with both sides, the escrow, the payment proof and, in an appeal, the chat.',
  icon: ReceiptLongIcon, list: lazyView(market, 'OrdersPage'), data: c2cData,
};

export const c2cAppeals: Section = {
  label: 'C2C appeals', about: 'C2C appeals: the order, both proofs and the chat; release to the buyer or return to the seller, audited, two admins above the appeal amount.',
  icon: BalanceIcon, list: lazyView(() => import('./appeals'), 'AppealsPage'), data: c2cData,
};

export const c2cSettings: Section = {
  label: 'C2C settings', about: 'C2C settings: the merchant bond, the appeal amount needing two admins, the daily cancel limit.',
  icon: TuneIcon, list: lazyView(() => import('./settings'), 'SettingsPage'), data: c2cData,
};
