import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

/** The platform's own money: recorded holdings and the liquidity funded from them with two admins. */
export const treasury: Section = {
  label: 'Platform money', about: 'Platform money: holdings operators record, and the market maker and swap liquidity funded from them by two admins.',
  icon: AccountBalanceIcon, list: lazyView(() => import('./treasury'), 'TreasuryPage'), data: () => import('./api').then((m) => m.treasuryData),
};
