import { referralRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { posterSvg } from './referral.poster.js';
import { POSTER_TEXT } from './referral.poster-text.js';
import { shareUrl, type ReferralService } from './referral.service.js';

/** The origin the caller reached us at: the invite link points there. */
const originOf = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

/** The referral calls of the seed (packages/shared/src/api/referral.ts). */
export function registerReferralRoutes(api: Api, s: { referral: ReferralService; sessions: SessionResolver }): void {
  const user = { preHandler: requireUser(s.sessions) };
  serve(api, routes.invite, user, async (req) => s.referral.share(currentUser(req).id, originOf(req)));
  serve(api, routes.shareUrl, user, async (req) => {
    const code = await s.referral.inviteCode(currentUser(req).id);
    return { url: shareUrl(originOf(req), code), invite_code: code };
  });
  serve(api, routes.poster, user, async (req, reply) => {
    const code = await s.referral.inviteCode(currentUser(req).id);
    const text = POSTER_TEXT[req.lang] ?? POSTER_TEXT.en ?? { title: 'Candor', subtitle: '' };
    const svg = await posterSvg({ ...text, code, url: shareUrl(originOf(req), code) });
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send(svg);
  });
  serve(api, routes.invitees, user, async (req) => s.referral.invitees(currentUser(req).id, req.query.page, req.query.limit));
  serve(api, routes.commissions, user, async (req) => s.referral.commissions(currentUser(req).id, req.query.page, req.query.limit));
  serve(api, routes.leaderboard, {}, async () => s.referral.leaderboard());
}
