import WithdrawalIcon from '@mui/icons-material/NorthEast';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

const screens = () => import('./withdrawals');

export const withdrawals: Section = {
  label: 'Withdrawals', about: 'Withdrawals: the review queue of withdrawal requests; pay out or reject.',
  icon: WithdrawalIcon, list: lazyView(screens, 'WithdrawalList'), show: lazyView(screens, 'WithdrawalShow'), data: () => import('./api').then((m) => m.withdrawalsData),
};
