import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import SendIcon from '@mui/icons-material/Send';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

export const outbox: Section = {
  label: 'Code outbox', about: 'Code outbox: the SMS and email messages the platform sent, codes included.',
  icon: MarkEmailReadIcon, list: lazyView(() => import('./outbox'), 'OutboxList'), data: () => import('./api').then((m) => m.outboxData),
};

export const deliveries: Section = {
  label: 'Deliveries', about: 'Deliveries: codes sent through SMTP and the SMS gateway, with their status, tries and last error.',
  icon: SendIcon, list: lazyView(() => import('./deliveries'), 'DeliveryList'), data: () => import('./api').then((m) => m.deliveriesData),
};
