import WithdrawalIcon from '@mui/icons-material/NorthEast';
import type { Section } from '../../ui/section';
import { withdrawalsData } from './api';
import { WithdrawalList, WithdrawalShow } from './withdrawals';

export const withdrawals: Section = {
  label: 'Withdrawals', about: 'Withdrawals: the review queue of withdrawal requests; pay out or reject.',
  icon: WithdrawalIcon, list: WithdrawalList, show: WithdrawalShow, data: withdrawalsData,
};
