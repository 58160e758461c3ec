import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

const screens = () => import('./fiatRates');

export const fiatRates: Section = {
  label: 'Fiat rates', about: 'Fiat rates: the rates of the fiat swap and whether each currency is offered.',
  icon: CurrencyExchangeIcon, list: lazyView(screens, 'FiatRateList'), edit: lazyView(screens, 'FiatRateEdit'), data: () => import('./api').then((m) => m.fiatRatesData),
};
