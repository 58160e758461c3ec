import { AREA_CODE_PATTERN, PHONE_PATTERN, authRoutes as routes, isEmail } from '@candor/shared';
import { currentUser, requireUser } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { fail } from '../../platform/http/errors.js';
import { ownDestination, type UsersService } from '../users/index.js';
import type { CodesService } from '../codes/index.js';
import type { AuthService } from './auth.service.js';

/** The auth routes of the contract (packages/shared/src/api/auth.ts); sms_mail is an alias of email_send. */
export function registerAuthRoutes(api: Api, s: { auth: AuthService; users: UsersService; codes: CodesService }): void {
  const user = { preHandler: requireUser(s.users.sessions) };

  serve(api, routes.sendSms, {}, async (req) => s.auth.sendCode('phone', req.body, req.ip, req.lang));

  serve(api, routes.sendEmail, {}, async (req) => s.auth.sendCode('email', req.body, req.ip, req.lang));

  serve(api, routes.sendOwn, user, async (req) => {
    const to = ownDestination(currentUser(req), req.body.channel);
    return s.codes.send({ ...to, purpose: 'security', ip: req.ip, lang: req.lang });
  });

  serve(api, routes.register, {}, async (req) => s.auth.register(req.body, req.ip, req.lang, req.headers['user-agent']));

  serve(api, routes.login, {}, async (req) => s.auth.login(req.body, req.ip, req.headers['user-agent']));

  serve(api, routes.logout, user, async (req) => {
    await s.auth.logout(req.token as string);
    return null;
  });

  serve(api, routes.forget, {}, async (req) => {
    await s.auth.forget(req.body, req.ip);
    return null;
  });

  serve(api, routes.checkMobile, {}, async (req) => {
    const { area_code, phone } = req.body;
    if (!area_code || !AREA_CODE_PATTERN.test(area_code)) fail('area_code_invalid');
    if (!phone || !PHONE_PATTERN.test(phone)) fail('phone_invalid');
    return { exists: await s.users.exists({ areaCode: area_code, phone }) };
  });

  serve(api, routes.checkEmail, {}, async (req) => {
    const { email } = req.body;
    if (!email || !isEmail(email)) fail('email_invalid');
    return { exists: await s.users.exists({ email }) };
  });

  serve(api, routes.guest, {}, async (req) => s.auth.startGuest(req.ip, req.lang, req.headers['user-agent']));
}
