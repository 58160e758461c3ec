import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { mayAccess, type AdminResource } from '../../modules/admin/admin.access.js';
import { currentAdmin, requireAdmin } from '../../modules/admin/admin.guard.js';
import type { AdminService } from '../../modules/admin/admin.service.js';
import { currentUser, requireUser } from '../auth/guard.js';
import type { SessionStore } from '../auth/sessions.js';
import type { Api } from '../http/api.js';
import { AppError } from '../http/errors.js';
import type { OpenedUpload, UploadPurpose, UploadsService } from './uploads.service.js';

/** Which back-office resource may open the uploads of each purpose (KYC documents will add theirs). */
const reviewerOf: Record<UploadPurpose, AdminResource> = { deposit_proof: 'deposits' };

const params = z.object({ id: z.coerce.number().int().min(1).max(2 ** 31) });
const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Sends the image itself; private, never cached by a shared cache, never sniffed as anything else. */
function sendImage(reply: FastifyReply, u: OpenedUpload): FastifyReply {
  return reply
    .header('content-type', u.mime)
    .header('content-disposition', `inline; filename="upload-${u.id}.${EXT[u.mime] ?? 'bin'}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(u.data);
}

/** Uploaded files are never public: the owner reads their own, reviewers read what their resource covers. */
export function registerUploadsRoutes(api: Api, s: { uploads: UploadsService; sessions: SessionStore; admin: AdminService }): void {
  api.addHook('onClose', async () => s.uploads.close());

  api.get('/uploads/:id', {
    preHandler: requireUser(s.sessions),
    schema: { tags: ['uploads'], summary: 'One of your own uploaded images (the image bytes, not the envelope)', params },
  }, async (req, reply) => sendImage(reply, await s.uploads.openOwned(req.params.id, currentUser(req).id)));

  api.get('/admin/uploads/:id', {
    preValidation: requireAdmin(s.admin),
    schema: { tags: ['admin'], summary: "A user's uploaded image, for reviewers of its purpose (deposit proofs: deposits); audited", params },
  }, async (req, reply) => {
    const admin = currentAdmin(req);
    if (!Object.values(reviewerOf).some((r) => mayAccess(admin.role, r))) throw new AppError('admin_forbidden');
    const upload = await s.uploads.get(req.params.id);
    const resource = upload ? reviewerOf[upload.purpose as UploadPurpose] : undefined;
    if (!upload || !resource) throw new AppError('upload_not_found');
    if (!mayAccess(admin.role, resource)) throw new AppError('admin_forbidden');
    const opened = await s.uploads.open(upload.id);
    await s.admin.audit(admin.id, 'upload.read', `upload:${upload.id}`, { purpose: upload.purpose, user_id: upload.userId }, req.ip);
    return sendImage(reply, opened);
  });
}
