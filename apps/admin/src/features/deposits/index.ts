import DepositIcon from '@mui/icons-material/SouthWest';
import type { Section } from '../../ui/section';
import { depositsData } from './api';
import { DepositList, DepositShow } from './deposits';

export const deposits: Section = {
  label: 'Deposits', about: 'Deposits: the review queue of deposit requests, with their transfer proofs; approve or reject.',
  icon: DepositIcon, list: DepositList, show: DepositShow, data: depositsData,
};
