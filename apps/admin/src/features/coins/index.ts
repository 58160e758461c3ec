import TollIcon from '@mui/icons-material/Toll';
import type { Section } from '../../ui/section';
import { coinsData } from './api';
import { CoinEdit, CoinList } from './coins';

export const coins: Section = {
  label: 'Coins', about: 'Coins: deposit and withdrawal switches, minimums, fees, review thresholds and deposit addresses.',
  icon: TollIcon, list: CoinList, edit: CoinEdit, data: coinsData,
};
