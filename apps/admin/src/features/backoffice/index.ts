import AssignmentIcon from '@mui/icons-material/Assignment';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import type { Section } from '../../ui/section';
import { adminsData, approvalsData, auditData, jobsData } from './api';
import { lazyView } from '../../ui/lazy';

const adminScreens = () => import('./admins');

/** The back office itself: its sign-in, landing page, admin accounts, audit log, the scheduler and the four-eyes requests. */
export const Dashboard = lazyView(() => import('./Dashboard'), 'Dashboard');
export const LoginPage = lazyView(() => import('./login/LoginPage'), 'LoginPage');

export const audit: Section = {
  label: 'Audit log', about: 'Audit log: every admin action, reads of sensitive lists included.',
  icon: AssignmentIcon, list: lazyView(() => import('./audit'), 'AuditList'), data: auditData,
};

export const admins: Section = {
  label: 'Admins', about: 'Admins: back-office accounts, their roles and second factor.',
  icon: SupervisorAccountIcon, list: lazyView(adminScreens, 'AdminList'), create: lazyView(adminScreens, 'AdminCreate'), data: adminsData,
};

export const jobs: Section = {
  label: 'Jobs', about: 'Jobs: the scheduled jobs and the history of their runs, failures and retries included.',
  icon: ScheduleIcon, list: lazyView(() => import('./jobs'), 'JobList'), data: jobsData,
};

export const approvals: Section = {
  label: 'Approvals', about: 'Approvals: the four-eyes requests of money-moving actions, pending ones awaiting a second admin.',
  icon: FactCheckIcon, list: lazyView(() => import('./approvals'), 'ApprovalList'), data: approvalsData,
};
