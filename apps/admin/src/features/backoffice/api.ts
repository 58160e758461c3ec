import type { AdminLogin, AdminMe, AdminView, AdminWithPassword, AuditEntry, Approval, TotpEnrolment } from '@candor/shared';
import type { RaRecord } from 'react-admin';
import { apiCall, type Query } from '../../api/client';
import { filterOf, pagedList, pageOf, type ListParams, type ResourceData } from '../../api/dataProvider';
import { optionalText, positiveId } from '../../ui/text';
import { approvalStatusOf, jobRunStatusOf, runRecord } from './jobsModel';
import type { JobRecord } from './types';

/** The audit log's query: its page, and the action and admin filters. */
export function auditQuery(params: ListParams): Query {
  const filter = filterOf(params);
  return { ...pageOf(params), action: optionalText(filter['action']), admin_id: positiveId(filter['admin_id']) };
}

export const auditData: ResourceData = { list: pagedList<AuditEntry>('admin/audit', auditQuery) };

export const adminsData: ResourceData = {
  list: pagedList<AdminView>('admin/admins'),
  async create(data): Promise<RaRecord> {
    const res = await apiCall('POST', 'admin/admins', { body: data });
    // The one-time password rides along on the created record so the page can show it once.
    return { ...res.admin, password: res.password };
  },
};

/** A new one-time password for an admin, second factor cleared, sessions ended (superadmin). */
export const resetAdmin = (id: number): Promise<AdminWithPassword> => apiCall('POST', `admin/admins/${id}/reset`);

/** The sign-in steps' calls; each runs with the token of the session it advances, never the stored one. */
export const signIn = (c: { username: string; password: string }, totp?: string): Promise<AdminLogin> =>
  apiCall('POST', 'admin/login', { body: totp ? { ...c, totp } : c, token: null });
export const setupTotp = (token: string): Promise<TotpEnrolment> => apiCall('POST', 'admin/totp/setup', { token });
export const enableTotp = (code: string, token: string): Promise<AdminMe> => apiCall('POST', 'admin/totp/enable', { body: { code }, token });
export const changePassword = (old: string, next: string, token: string): Promise<AdminMe> =>
  apiCall('POST', 'admin/password', { body: { old_password: old, new_password: next, re_password: next }, token });

/** The job runs' query: its page, and the job and status filters. */
export function jobRunsQuery(params: ListParams): Query {
  const filter = filterOf(params);
  return { ...pageOf(params), job: optionalText(filter['job']), status: jobRunStatusOf(filter['status']) };
}

/** The scheduler's history, newest first (the Jobs section lists runs; the schedules come from scheduledJobs). */
export const jobsData: ResourceData = {
  async list(params) {
    const page = await apiCall('GET', 'admin/jobs/runs', { query: jobRunsQuery(params) });
    return { data: page.items.map(runRecord), total: page.total };
  },
};

/** The registered jobs and their schedules. */
export const scheduledJobs = async (): Promise<JobRecord[]> =>
  (await apiCall('GET', 'admin/jobs')).map((j) => ({ ...j, id: j.name }));

/** The four-eyes requests' query: its page and the status filter. */
export function approvalsQuery(params: ListParams): Query {
  return { ...pageOf(params), status: approvalStatusOf(filterOf(params)['status']) };
}

export const approvalsData: ResourceData = { list: pagedList<Approval>('admin/approvals', approvalsQuery) };
