import { LANGS, usersRoutes as routes } from '@candor/shared';
import { currentUser, optionalUser, requireRealAccount, requireUser } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { AREA_CODES } from './area-codes.js';
import { checkLang, type UsersService } from './users.service.js';

/** The users routes of the contract (packages/shared/src/api/users.ts). */
export function registerUsersRoutes(api: Api, s: { users: UsersService }): void {
  const auth = requireUser(s.users.sessions);
  const user = { preHandler: auth };
  const real = { preHandler: [auth, requireRealAccount] };
  const optional = { preHandler: optionalUser(s.users.sessions) };

  serve(api, routes.center, user, async (req) => s.users.publicOf(currentUser(req)));

  serve(api, routes.centerwak, user, async (req) => {
    const u = currentUser(req);
    return { id: u.id, kind: u.kind, username: u.username, demo: req.demo || u.kind === 'guest' };
  });

  serve(api, routes.center2, user, async (req) => {
    const u = currentUser(req);
    const info = await s.users.publicOf(u);
    return { ...info, has_login_password: u.kind === 'user', kyc_status: await s.users.kycStatusOf(u.id), demo: req.demo || u.kind === 'guest' };
  });

  serve(api, routes.hasPassword, user, async (req) => ({ has_password: await s.users.hasFundPassword(currentUser(req).id) }));

  serve(api, routes.setPayPassword, real, async (req) => {
    await s.users.setFirstFundPassword(currentUser(req), req.body, req.ip);
    return null;
  });

  serve(api, routes.changeFundPassword, real, async (req) => {
    await s.users.changeFundPassword(currentUser(req), req.body, req.ip);
    return null;
  });

  serve(api, routes.updatePassword, real, async (req) => {
    await s.users.changePassword(currentUser(req), req.token as string, req.body);
    return null;
  });

  serve(api, routes.setLang, optional, async (req) => {
    const lang = req.user ? await s.users.setLang(req.user.id, req.body.lang) : checkLang(req.body.lang);
    return { lang, langs: [...LANGS] };
  });

  serve(api, routes.getLang, optional, async (req) => ({ lang: req.user?.lang ?? req.lang, langs: [...LANGS] }));

  serve(api, routes.areaCodes, {}, async () => [...AREA_CODES]);

}
