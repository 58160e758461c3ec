import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import ShieldIcon from '@mui/icons-material/Shield';
import SsidChartIcon from '@mui/icons-material/SsidChart';
import TuneIcon from '@mui/icons-material/Tune';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

const contractScreens = () => import('./contracts');
const lists = () => import('./lists');

/** Futures contracts: their terms (leverage, margin tiers, fees, caps, funding), edited and audited; never a price. */
export const futuresContracts: Section = {
  label: 'Futures contracts', about: 'Futures contracts: leverage, maintenance tiers, fees, caps and funding terms; audited, never a price.',
  icon: TuneIcon, list: lazyView(contractScreens, 'ContractList'), edit: lazyView(contractScreens, 'ContractEdit'), data: () => import('./api').then((m) => m.contractsData),
};

/** The server guards exposure, the insurance fund and positions with one resource (futures_risk): one section, three tabs. */
export const futuresRisk: Section = {
  label: 'Futures risk', about: "Futures risk: the platform's net position, unrealised PnL and open interest per contract, the insurance fund and its history, every position.",
  icon: SsidChartIcon, list: lazyView(() => import('./exposure'), 'RiskPage'), data: () => import('./api').then((m) => m.exposureData),
};

/** The lists inside Futures risk read through these (not menu entries of their own: the server has no such resources). */
export const futuresInsurance: Section = {
  label: 'Insurance fund', about: 'Insurance fund: liquidation fees in, losses beyond margin out, what the platform covered.',
  icon: ShieldIcon, list: lazyView(lists, 'InsuranceList'), data: () => import('./api').then((m) => m.insuranceData),
};

export const futuresPositions: Section = {
  label: 'Futures positions', about: 'Futures positions: every user’s positions and orders by tab, with their PnL at the mark.',
  icon: CandlestickChartIcon, list: lazyView(lists, 'PositionList'), data: () => import('./api').then((m) => m.positionsData),
};
