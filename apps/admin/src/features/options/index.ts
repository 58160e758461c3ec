import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import TimerIcon from '@mui/icons-material/Timer';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

/** Option products: durations (rate, stakes) and symbols (caps), edited and audited; never a price or an outcome. */
export const optionProducts: Section = {
  label: 'Option products', about: 'Option products: payout rates and stake bounds per duration, open-stake caps per symbol; audited, new orders only.',
  icon: TimerIcon, list: lazyView(() => import('./products'), 'ProductsPage'), data: () => import('./api').then((m) => m.productsData),
};

/** The server guards exposure and settlements with one resource (option_risk): one section, two tabs. */
export const optionRisk: Section = {
  label: 'Options risk', about: "Options risk: the platform's options account, open stake and worst case per symbol and side, every settlement with its ticks.",
  icon: CandlestickChartIcon, list: lazyView(() => import('./risk'), 'RiskPage'), data: () => import('./api').then((m) => m.exposureData),
};

/** The settlements list inside Options risk reads through this (not a menu entry: the server has no such resource). */
export const optionSettlements: Section = {
  label: 'Option settlements', about: 'Option settlements: every settled or void order with the ticks it cites.',
  icon: ReceiptLongIcon, list: lazyView(() => import('./settlements'), 'SettlementList'), data: () => import('./api').then((m) => m.settlementsData),
};
