import BalanceIcon from '@mui/icons-material/Balance';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';
import { proofData } from './api';

/** Proof of liabilities: the published totals per asset beside what the platform holds. */
export const proof: Section = {
  label: 'Proof of liabilities', about: 'Proof of liabilities: the daily published totals of users\' balances per asset beside the platform\'s holdings.',
  icon: BalanceIcon, list: lazyView(() => import('./proof'), 'ProofPage'), data: proofData,
};
