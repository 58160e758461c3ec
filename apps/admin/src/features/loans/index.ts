import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TuneIcon from '@mui/icons-material/Tune';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

/** Loans (finance): the loan account and what it has lent, applications above the approval amount (four eyes), the overdue list, the limits. */
export const loans: Section = {
  label: 'Loans', about: 'Loans: the platform loan account, outstanding principal and interest, applications to approve (two admins), overdue loans, limits by KYC level.',
  icon: RequestQuoteIcon, list: lazyView(() => import('./loans'), 'LoansPage'), data: () => import('./api').then((m) => m.loansData),
};

/** Loan products: terms and daily rates as data (finance, operator); loans already taken keep their terms. */
export const loanProducts: Section = {
  label: 'Loan products', about: 'Loan products: term, daily rate, overdue penalty rate and amount range; loans already taken keep their terms.',
  icon: TuneIcon, list: lazyView(() => import('./products'), 'LoanProductsPage'), data: () => import('./api').then((m) => m.loansData),
};
