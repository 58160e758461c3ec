import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

/** Spot trades of every book; a trial install's simulated participants are named on each of theirs. */
export const spotTrades: Section = {
  label: 'Spot trades', about: 'Spot trades: every trade of the order books, newest first; simulated participants (trial installs only) are named.',
  icon: CandlestickChartIcon, list: lazyView(() => import('./trades'), 'SpotTradeList'), data: () => import('./api').then((m) => m.spotTradesData),
};
