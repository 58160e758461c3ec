import BankIcon from '@mui/icons-material/CreditCard';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

const screens = () => import('./bank');

export const bankWithdrawals: Section = {
  label: 'Bank withdrawals', about: 'Bank withdrawals: USDT paid out as fiat to bound bank cards; send the transfer, then mark it paid, or reject.',
  icon: BankIcon, list: lazyView(screens, 'BankWithdrawalList'), show: lazyView(screens, 'BankWithdrawalShow'), data: () => import('./api').then((m) => m.bankWithdrawalsData),
};
