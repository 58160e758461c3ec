import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import { currentAdmin, requireAdmin } from './backoffice.guard.js';
import type { AdminService } from './backoffice.service.js';

const tags = ['admin'];
const job = z.object({ name: z.string(), schedule: z.string(), registered_at: z.number() });
const run = z.object({
  job: z.string(), period: z.number().describe('start of the period, epoch ms'), status: z.enum(['running', 'done', 'failed', 'dead']),
  attempt: z.number(), started_at: z.number(), finished_at: z.number().nullable(), next_attempt_at: z.number().nullable(),
  error: z.string().nullable(), result: z.string().nullable(), node: z.string(),
});
const runsQuery = z.object({
  job: z.string().max(100).optional(),
  status: z.enum(['running', 'done', 'failed', 'dead']).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The scheduler as the back office sees it: the registered jobs and the history of their runs (operator). */
export function registerJobsRoutes(api: Api, s: { admin: AdminService; jobs: Scheduler }): void {
  const guard = requireAdmin(s.admin, { resource: 'jobs' });
  const audit = (req: FastifyRequest, action: string, detail: Record<string, unknown>) => s.admin.audit(currentAdmin(req).id, action, 'jobs', detail, req.ip);

  api.get('/admin/jobs', {
    preValidation: guard,
    schema: { tags, summary: 'The scheduled jobs and their schedules', response: { 200: envelope(z.array(job)) } },
  }, async (req) => {
    await audit(req, 'jobs.list', {});
    return ok(await s.jobs.jobs());
  });

  api.get('/admin/jobs/runs', {
    preValidation: guard,
    schema: { tags, summary: 'The runs of the jobs, newest first: started, finished, attempt, error', querystring: runsQuery,
      response: { 200: envelope(z.object({ total: z.number(), items: z.array(run) })) } },
  }, async (req) => {
    const { job: name, status, page, limit } = req.query;
    await audit(req, 'jobs.runs', { job: name ?? null, status: status ?? null, page });
    const r = await s.jobs.history({ job: name, status, limit, offset: (page - 1) * limit });
    return ok({ total: r.total, items: r.items.map(({ lease_until: _lease, ...rest }) => rest) });
  });
}
