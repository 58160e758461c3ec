import PeopleIcon from '@mui/icons-material/People';
import type { Section } from '../../ui/section';
import { usersData } from './api';
import { lazyView } from '../../ui/lazy';

export const users: Section = {
  label: 'Users', about: 'Users: every account, searchable by username, email, phone or invite code.',
  icon: PeopleIcon, list: lazyView(() => import('./users'), 'UserList'), data: usersData,
};
