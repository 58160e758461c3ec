import DepositIcon from '@mui/icons-material/SouthWest';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

const screens = () => import('./deposits');

export const deposits: Section = {
  label: 'Deposits', about: 'Deposits: the review queue of deposit requests, with their transfer proofs; approve or reject.',
  icon: DepositIcon, list: lazyView(screens, 'DepositList'), show: lazyView(screens, 'DepositShow'), data: () => import('./api').then((m) => m.depositsData),
};
