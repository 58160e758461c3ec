import AssignmentIcon from '@mui/icons-material/Assignment';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import type { Section } from '../../ui/section';
import { adminsData, auditData } from './api';
import { AdminCreate, AdminList } from './admins';
import { AuditList } from './audit';

/** The back office itself: its sign-in, landing page, admin accounts and audit log. */
export { Dashboard } from './Dashboard';
export { LoginPage } from './login/LoginPage';

export const audit: Section = {
  label: 'Audit log', about: 'Audit log: every admin action, reads of sensitive lists included.',
  icon: AssignmentIcon, list: AuditList, data: auditData,
};

export const admins: Section = {
  label: 'Admins', about: 'Admins: back-office accounts, their roles and second factor.',
  icon: SupervisorAccountIcon, list: AdminList, create: AdminCreate, data: adminsData,
};
