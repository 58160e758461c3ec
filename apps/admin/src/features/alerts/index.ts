import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

/** Price alerts and web push (operator): figures only; no screen sets, fires or edits a user's alert. */
export const alertsStats: Section = {
  label: 'Alerts and push', about: 'Price alerts and web push: active alerts per symbol, alerts fired per day, push subscriptions and deliveries.',
  icon: NotificationsActiveIcon, list: lazyView(() => import('./stats'), 'AlertStatsPage'), data: () => import('./api').then((m) => m.alertsData),
};
