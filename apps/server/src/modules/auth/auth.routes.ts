import {
  AREA_CODE_PATTERN, PHONE_PATTERN, checkEmailBody, checkMobileBody, isEmail, forgetBody, loginBody, registerBody, sendEmailCodeBody, sendOwnCodeBody,
  sendPhoneCodeBody, sessionData,
} from '@candor/shared';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { fail } from '../../platform/http/errors.js';
import { ownDestination, type UsersService } from '../users/index.js';
import type { CodesService } from '../codes/index.js';
import type { AuthService } from './auth.service.js';

const tags = ['auth'];
const sent = envelope(z.object({ resend_after: z.number().int() }));
const exists = envelope(z.object({ exists: z.boolean() }));

export function registerAuthRoutes(api: Api, s: { auth: AuthService; users: UsersService; codes: CodesService }): void {
  const auth = requireUser(s.users.sessions);

  api.post('/sms_send', { schema: { tags, summary: 'Send a code by SMS', body: sendPhoneCodeBody, response: { 200: sent } } },
    async (req) => ok(await s.auth.sendCode('phone', req.body, req.ip, req.lang)));

  for (const path of ['/email_send', '/sms_mail']) {
    api.post(path, { schema: { tags, summary: 'Send a code by email', body: sendEmailCodeBody, response: { 200: sent } } },
      async (req) => ok(await s.auth.sendCode('email', req.body, req.ip, req.lang)));
  }

  api.post('/sms_other_mail', {
    preHandler: auth,
    schema: { tags, summary: "Send a security code to the account's own email or phone", body: sendOwnCodeBody, response: { 200: sent } },
  }, async (req) => {
    const to = ownDestination(currentUser(req), req.body.channel);
    return ok(await s.codes.send({ ...to, purpose: 'security', ip: req.ip, lang: req.lang }));
  });

  api.post('/user/register', { schema: { tags, summary: 'Register by phone, email or username', body: registerBody, response: { 200: envelope(sessionData) } } },
    async (req) => ok(await s.auth.register(req.body, req.ip, req.lang)));

  api.post('/user/login', { schema: { tags, summary: 'Log in with phone, email or username and password', body: loginBody, response: { 200: envelope(sessionData) } } },
    async (req) => ok(await s.auth.login(req.body, req.ip)));

  api.post('/user/logout', { preHandler: auth, schema: { tags, summary: 'Revoke the session token', response: { 200: envelope(z.null()) } } },
    async (req) => {
      await s.auth.logout(req.token as string);
      return ok(null);
    });

  api.post('/user/forget', { schema: { tags, summary: 'Reset the password with a code', body: forgetBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await s.auth.forget(req.body, req.ip);
      return ok(null);
    });

  api.post('/user/check_mobile', { schema: { tags, summary: 'Whether a phone number is registered', body: checkMobileBody, response: { 200: exists } } },
    async (req) => {
      const { area_code, phone } = req.body;
      if (!area_code || !AREA_CODE_PATTERN.test(area_code)) fail('area_code_invalid');
      if (!phone || !PHONE_PATTERN.test(phone)) fail('phone_invalid');
      return ok({ exists: await s.users.exists({ areaCode: area_code, phone }) });
    });

  api.post('/user/check_email', { schema: { tags, summary: 'Whether an email is registered', body: checkEmailBody, response: { 200: exists } } },
    async (req) => {
      const { email } = req.body;
      if (!email || !isEmail(email)) fail('email_invalid');
      return ok({ exists: await s.users.exists({ email }) });
    });

  api.post('/demo/guest', { schema: { tags: ['demo'], summary: 'Start a guest demo session without registering', response: { 200: envelope(sessionData) } } },
    async (req) => ok(await s.auth.startGuest(req.ip, req.lang)));

}
