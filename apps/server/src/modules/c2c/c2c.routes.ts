import { c2cRoutes as routes } from '@candor/shared';
import type { FastifyReply } from 'fastify';
import { currentUser, optionalUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { readUploadedFile, type OpenedUpload, type UploadsService } from '../uploads/index.js';
import { emptyBodyAsForm } from './c2c.body.js';
import { C2C_IMAGE } from './c2c.deps.js';
import type { C2cService } from './c2c.service.js';

function sendImage(reply: FastifyReply, u: OpenedUpload): FastifyReply {
  return reply.header('content-type', u.mime).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'").send(u.data);
}

/** The user's side of C2C (packages/shared/src/api/c2c.ts): the market is public; everything else real accounts only (demo hears the restriction). */
export function registerC2cRoutes(api: Api, s: { c2c: C2cService; uploads: UploadsService; sessions: SessionResolver }): void {
  const open = { preHandler: optionalUser(s.sessions) };
  const real = { preHandler: [requireUser(s.sessions), requireRealAccount] };
  const realForm = { ...real, preValidation: emptyBodyAsForm };
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;
  const { ads, merchants, orders, flow, chat } = s.c2c;

  serve(api, routes.all, open, async () => ads.options());
  serve(api, routes.list, open, async (req) => ads.market(req.query));
  serve(api, routes.info, open, async (req) => ads.one(req.query.id));
  serve(api, routes.merchantCard, open, async (req) => ads.card(req.query.id));

  serve(api, routes.orders, real, async (req) => orders.list(me(req), req.query));
  serve(api, routes.orderInfo, real, async (req) => orders.info(me(req), req.query.id));
  serve(api, routes.add, realForm, async (req) => orders.add(me(req), req.body, idempotencyKeyOf(req)));
  serve(api, routes.cancel, realForm, async (req) => flow.cancel(me(req), req.body.id));
  serve(api, routes.pay, realForm, async (req) => flow.pay(me(req), req.body.id, req.body.proof_id));
  serve(api, routes.release, realForm, async (req) => flow.release(me(req), req.body.id));
  serve(api, routes.appeal, realForm, async (req) => flow.appeal(me(req), req.body.id, req.body.reason, req.body.proof_id));
  serve(api, routes.upload, real, async (req) => {
    const u = await s.uploads.save(me(req), C2C_IMAGE, await readUploadedFile(req));
    return { id: u.id, mime: u.mime, size: u.size, width: u.width, height: u.height };
  });
  serve(api, routes.image, real, async (req, reply) => sendImage(reply, await orders.image(me(req), req.params.id, req.params.image)));

  serve(api, routes.chat, real, async (req) => chat.list(me(req), req.query.id, req.query.before, req.query.limit));
  serve(api, routes.send, realForm, async (req) => chat.send(me(req), req.body.id, req.body.text, req.body.image_id));
  serve(api, routes.unread, real, async (req) => chat.unread(me(req)));

  serve(api, routes.merchant, real, async (req) => merchants.me(me(req)));
  serve(api, routes.apply, realForm, async (req) => merchants.apply(me(req), req.body.nickname));
  serve(api, routes.bond, realForm, async (req) => merchants.lockBond(me(req)));
  serve(api, routes.quit, realForm, async (req) => merchants.quit(me(req)));
  serve(api, routes.payMethods, real, async (req) => merchants.payMethods(me(req)));
  serve(api, routes.payMethodAdd, realForm, async (req) => merchants.addPayMethod(me(req), req.body));
  serve(api, routes.payMethodOff, realForm, async (req) => merchants.disablePayMethod(me(req), req.params.id));
  serve(api, routes.myAds, real, async (req) => {
    const merchant = await s.c2c.deps.repo.merchantOfUser(me(req));
    return merchant ? ads.mine(merchant, req.query) : { total: 0, items: [] };
  });
  serve(api, routes.adCreate, realForm, async (req) => ads.create(await merchants.own(me(req)), req.body));
  serve(api, routes.adUpdate, realForm, async (req) => ads.update(await merchants.own(me(req)), req.params.id, req.body));
  serve(api, routes.adClose, realForm, async (req) => ads.close(await merchants.own(me(req)), req.params.id));
}
