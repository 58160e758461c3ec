import { contentRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { readUploadedFile } from '../uploads/index.js';
import type { ContentService } from './content.service.js';

/** The back office's content editor (resource content); every write is audited with what changed. */
export function registerContentAdminRoutes(api: Api, s: { content: ContentService; admin: AdminService }): void {
  const admin = { preValidation: requireAdmin(s.admin, { resource: 'content' }) };
  const audit = (req: Parameters<typeof currentAdmin>[0], action: string, id: number, detail: Record<string, unknown>) =>
    s.admin.audit(currentAdmin(req).id, action, `content:${id}`, detail, req.ip);

  serve(api, routes.adminList, admin, (req) =>
    s.content.entries(req.query.kind, req.query.limit, (req.query.page - 1) * req.query.limit));

  serve(api, routes.uploadImage, admin, async (req) => {
    const image = await s.content.images.save(await readUploadedFile(req), currentAdmin(req).id);
    await s.admin.audit(currentAdmin(req).id, 'content.image', `content_image:${image.id}`, { mime: image.mime, size: image.size_bytes }, req.ip);
    return image;
  });

  serve(api, routes.adminGet, admin, (req) => s.content.entry(req.params.id));

  serve(api, routes.create, admin, async (req) => {
    const entry = await s.content.create(req.body, currentAdmin(req).id);
    await audit(req, 'content.create', entry.id, { kind: entry.kind, slug: entry.slug, pinned: entry.pinned, publish_at: entry.publish_at });
    return entry;
  });

  serve(api, routes.update, admin, async (req) => {
    const { before, after } = await s.content.update(req.params.id, req.body);
    await audit(req, 'content.update', after.id, {
      before: { pinned: before.pinned, publish_at: before.publish_at }, after: { pinned: after.pinned, publish_at: after.publish_at },
    });
    return after;
  });

  serve(api, routes.saveVersion, admin, async (req) => {
    const v = await s.content.saveVersion(req.params.id, req.body, currentAdmin(req).id);
    await audit(req, 'content.save', req.params.id, { lang: req.body.lang, version_id: v.versionId, version: v.version });
    return s.content.entry(req.params.id);
  });

  serve(api, routes.publish, admin, async (req) => {
    const { previous } = await s.content.publish(req.params.id, req.body.lang, req.body.version_id, currentAdmin(req).id);
    await audit(req, 'content.publish', req.params.id, { lang: req.body.lang, version_id: req.body.version_id, previous_version_id: previous });
    return s.content.entry(req.params.id);
  });

  serve(api, routes.unpublish, admin, async (req) => {
    const withdrawn = await s.content.unpublish(req.params.id, req.body.lang);
    await audit(req, 'content.unpublish', req.params.id, { lang: req.body.lang, withdrawn });
    return s.content.entry(req.params.id);
  });
}
