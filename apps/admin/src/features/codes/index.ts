import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import type { Section } from '../../ui/section';
import { outboxData } from './api';
import { lazyView } from '../../ui/lazy';

export const outbox: Section = {
  label: 'Code outbox', about: 'Code outbox: the SMS and email messages the platform sent, codes included.',
  icon: MarkEmailReadIcon, list: lazyView(() => import('./outbox'), 'OutboxList'), data: outboxData,
};
