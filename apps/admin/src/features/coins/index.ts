import TollIcon from '@mui/icons-material/Toll';
import type { Section } from '../../ui/section';
import { coinsData } from './api';
import { lazyView } from '../../ui/lazy';

const screens = () => import('./coins');

export const coins: Section = {
  label: 'Coins', about: 'Coins: deposit and withdrawal switches, minimums, fees, review thresholds and deposit addresses.',
  icon: TollIcon, list: lazyView(screens, 'CoinList'), edit: lazyView(screens, 'CoinEdit'), data: coinsData,
};
