import AssignmentIcon from '@mui/icons-material/Assignment';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import type { Section } from '../../ui/section';
import { adminsData, approvalsData, auditData, jobsData } from './api';
import { AdminCreate, AdminList } from './admins';
import { ApprovalList } from './approvals';
import { AuditList } from './audit';
import { JobList } from './jobs';

/** The back office itself: its sign-in, landing page, admin accounts, audit log, the scheduler and the four-eyes requests. */
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

export const jobs: Section = {
  label: 'Jobs', about: 'Jobs: the scheduled jobs and the history of their runs, failures and retries included.',
  icon: ScheduleIcon, list: JobList, data: jobsData,
};

export const approvals: Section = {
  label: 'Approvals', about: 'Approvals: the four-eyes requests of money-moving actions, pending ones awaiting a second admin.',
  icon: FactCheckIcon, list: ApprovalList, data: approvalsData,
};
