import { backofficeRoutes as routes, type JobRun } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import type { JobRunRow } from '../../platform/jobs/jobs.repo.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import { currentAdmin, requireAdmin } from './backoffice.guard.js';
import type { AdminService } from './backoffice.service.js';

const runOut = ({ lease_until: _lease, ...run }: JobRunRow): JobRun => run;

/** The scheduler as the back office sees it: the registered jobs and the history of their runs (operator). */
export function registerJobsRoutes(api: Api, s: { admin: AdminService; jobs: Scheduler }): void {
  const guard = { preValidation: requireAdmin(s.admin, { resource: 'jobs' }) };
  const audit = (req: FastifyRequest, action: string, detail: Record<string, unknown>) => s.admin.audit(currentAdmin(req).id, action, 'jobs', detail, req.ip);

  serve(api, routes.jobs, guard, async (req) => {
    await audit(req, 'jobs.list', {});
    return s.jobs.jobs();
  });

  serve(api, routes.jobRuns, guard, async (req) => {
    const { job: name, status, page, limit } = req.query;
    await audit(req, 'jobs.runs', { job: name ?? null, status: status ?? null, page });
    const r = await s.jobs.history({ job: name, status, limit, offset: (page - 1) * limit });
    return { total: r.total, items: r.items.map(runOut) };
  });
}
