import { nftRoutes as routes } from '@candor/shared';
import { currentUser, optionalUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { fail } from '../../platform/http/errors.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { UploadsService } from '../uploads/index.js';
import { emptyBodyAsForm } from './nft.body.js';
import type { NftService } from './nft.service.js';

/** The buyer's side (packages/shared/src/api/nft.ts): lists and details are public, buying needs a real account. */
export function registerNftRoutes(api: Api, s: { nft: NftService; sessions: SessionResolver; uploads: UploadsService }): void {
  const real = { preHandler: [requireUser(s.sessions), requireRealAccount] };
  serve(api, routes.list, {}, async (req) => s.nft.list(req.lang));
  serve(api, routes.causes, {}, async (req) => s.nft.causes(req.lang));
  serve(api, routes.detail, { preHandler: optionalUser(s.sessions) }, async (req) => s.nft.detail(req.query.id, req.lang, req.user?.id));
  serve(api, routes.buy, { ...real, preValidation: emptyBodyAsForm }, async (req) => s.nft.buy(currentUser(req).id, req.body.id, idempotencyKeyOf(req), req.lang));
  serve(api, routes.mine, real, async (req) => s.nft.mine(currentUser(req).id, req.lang));
  // Public by design: the image of an NFT on sale (only uploads an NFT refers to are served here).
  serve(api, routes.image, {}, async (req, reply) => {
    const item = await s.nft.repo.item(req.params.id);
    if (!item || item.image_upload_id === null) return fail('nft_not_found');
    const image = await s.uploads.open(Number(item.image_upload_id));
    return reply.header('content-type', image.mime).header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff').header('content-disposition', 'inline').send(image.data);
  });
}
