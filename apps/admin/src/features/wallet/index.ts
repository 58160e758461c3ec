import BalanceIcon from '@mui/icons-material/Balance';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

/** The ledger's reads: a user's statement and the proof of liabilities. */
export const statements: Section = {
  label: 'Statements', about: "Statements: a user's ledger lines and current balances.",
  icon: ReceiptLongIcon, list: lazyView(() => import('./statements'), 'StatementList'), data: () => import('./api').then((m) => m.statementsData),
};

export const liabilities: Section = {
  label: 'Liabilities', about: 'Liabilities: proof of liabilities, user balances against platform accounts, and the journal check.',
  icon: BalanceIcon, list: lazyView(() => import('./liabilities'), 'LiabilitiesPage'), data: () => import('./api').then((m) => m.liabilitiesData),
};
