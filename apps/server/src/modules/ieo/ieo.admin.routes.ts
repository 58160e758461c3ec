import { ieoRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { IeoModuleService } from './ieo.module-service.js';

const pageOf = (q: { page: number; limit: number }) => ({ limit: q.limit, offset: (q.page - 1) * q.limit });

/** The back office's IEO projects (resource ieo_projects) and subscription products (publication_products); writes are audited. */
export function registerIeoAdminRoutes(api: Api, s: { ieo: IeoModuleService; admin: AdminService }): void {
  const projects = { preValidation: requireAdmin(s.admin, { resource: 'ieo_projects' }) };
  const products = { preValidation: requireAdmin(s.admin, { resource: 'publication_products' }) };
  const a = s.ieo.admin;

  serve(api, routes.adminProjects, projects, (req) => a.projects(pageOf(req.query)));
  serve(api, routes.createProject, projects, async (req) => {
    const by = currentAdmin(req);
    const created = await a.createProject(req.body, by.id);
    await s.admin.audit(by.id, 'ieo_projects.create', `ieo_project:${created.id}`, { after: created }, req.ip);
    return created;
  });
  serve(api, routes.editProject, projects, async (req) => {
    const by = currentAdmin(req);
    const { before, after } = await a.editProject(req.params.id, req.body);
    await s.admin.audit(by.id, 'ieo_projects.edit', `ieo_project:${after.id}`, { before, after }, req.ip);
    return after;
  });
  serve(api, routes.preview, projects, (req) => a.preview(req.params.id));
  serve(api, routes.listMarket, projects, async (req) => {
    const by = currentAdmin(req);
    const listed = await a.listMarket(req.params.id, req.body, by.id);
    await s.admin.audit(by.id, 'ieo_projects.list_market', `ieo_project:${listed.project_id}`, { after: listed }, req.ip);
    return listed;
  });

  serve(api, routes.adminProducts, products, (req) => a.products(pageOf(req.query)));
  serve(api, routes.createProduct, products, async (req) => {
    const by = currentAdmin(req);
    const created = await a.createProduct(req.body, by.id);
    await s.admin.audit(by.id, 'publication_products.create', `publication_product:${created.id}`, { after: created }, req.ip);
    return created;
  });
  serve(api, routes.passProduct, products, async (req) => {
    const by = currentAdmin(req);
    const passed = await a.passProduct(req.params.id, by.id);
    await s.admin.audit(by.id, 'publication_products.pass', `publication_product:${passed.id}`, {}, req.ip);
    return passed;
  });
}
