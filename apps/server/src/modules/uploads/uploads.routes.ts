import { uploadsRoutes as routes } from '@candor/shared';
import type { FastifyReply } from 'fastify';
import { currentUser, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { AppError } from '../../platform/http/errors.js';
import type { OpenedUpload, UploadsService } from './uploads.service.js';

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** Sends the image itself; private, never cached by a shared cache, never sniffed as anything else. */
function sendImage(reply: FastifyReply, u: OpenedUpload): FastifyReply {
  return reply
    .header('content-type', u.mime)
    .header('content-disposition', `inline; filename="upload-${u.id}.${EXT[u.mime] ?? 'bin'}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    // A PDF is stored as sent: shown sandboxed (no scripts, no forms, no navigation), like an image.
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'")
    .send(u.data);
}

/**
 * Uploaded files are never public: the owner reads their own, reviewers read what their resource covers. The routes of
 * the contract (packages/shared/src/api/uploads.ts); both answer the image itself.
 */
export function registerUploadsRoutes(api: Api, s: { uploads: UploadsService; sessions: SessionResolver; admin: AdminService }): void {
  serve(api, routes.own, { preHandler: requireUser(s.sessions) },
    async (req, reply) => sendImage(reply, await s.uploads.openOwned(req.params.id, currentUser(req).id)));

  serve(api, routes.review, { preValidation: requireAdmin(s.admin) }, async (req, reply) => {
    const admin = currentAdmin(req);
    if (!s.uploads.reviewerResources().some((r) => s.admin.access.mayAccess(admin.role, r))) throw new AppError('admin_forbidden');
    const upload = await s.uploads.get(req.params.id);
    const resource = upload ? s.uploads.reviewerOf(upload.purpose) : undefined;
    if (!upload || !resource) throw new AppError('upload_not_found');
    if (!s.admin.access.mayAccess(admin.role, resource)) throw new AppError('admin_forbidden');
    const opened = await s.uploads.open(upload.id);
    await s.admin.audit(admin.id, 'upload.read', `upload:${upload.id}`, { purpose: upload.purpose, user_id: upload.userId }, req.ip);
    return sendImage(reply, opened);
  });
}
