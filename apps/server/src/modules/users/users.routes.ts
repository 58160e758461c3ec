import {
  LANGS, changeFundPasswordBody, publicUser, setLangBody, setPayPasswordBody, updatePasswordBody,
} from '@candor/shared';
import { z } from 'zod';
import { currentUser, optionalUser, requireRealAccount, requireUser } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { AREA_CODES } from './area-codes.js';
import { checkLang, type UsersService } from './users.service.js';

const tags = ['user'];
const done = envelope(z.null());
const security = publicUser.extend({
  has_login_password: z.boolean(),
  kyc_status: z.enum(['unverified', 'pending', 'verified', 'rejected']),
  demo: z.boolean(),
});

export function registerUsersRoutes(api: Api, s: { users: UsersService }): void {
  const auth = requireUser(s.users.sessions);

  api.get('/user/center', { preHandler: auth, schema: { tags, summary: 'The signed-in user', response: { 200: envelope(publicUser) } } },
    async (req) => ok(await s.users.publicById(currentUser(req).id)));

  api.get('/user/centerwak', {
    preHandler: auth,
    schema: { tags, summary: 'A light session check: who is signed in and in which mode', response: { 200: envelope(z.object({ id: z.number(), kind: z.string(), username: z.string().nullable(), demo: z.boolean() })) } },
  }, async (req) => {
    const u = currentUser(req);
    return ok({ id: u.id, kind: u.kind, username: u.username, demo: req.demo || u.kind === 'guest' });
  });

  api.get('/user/center2', { preHandler: auth, schema: { tags, summary: 'The signed-in user with security state', response: { 200: envelope(security) } } },
    async (req) => {
      const u = currentUser(req);
      const user = await s.users.publicById(u.id);
      return ok({ ...user, has_login_password: u.kind === 'user', kyc_status: 'unverified' as const, demo: req.demo || u.kind === 'guest' });
    });

  const hasPassword = envelope(z.object({ has_password: z.boolean() }));
  for (const method of ['get', 'post'] as const) {
    api[method]('/user/has_password', { preHandler: auth, schema: { tags, summary: 'Whether a fund password is set', response: { 200: hasPassword } } },
      async (req) => ok({ has_password: await s.users.hasFundPassword(currentUser(req).id) }));
  }

  api.post('/user/setpaypwd', { preHandler: [auth, requireRealAccount], schema: { tags, summary: 'Set the 6-digit fund password', body: setPayPasswordBody, response: { 200: done } } },
    async (req) => {
      await s.users.setFundPassword(currentUser(req).id, req.body.pay_password, req.body.re_pay_password);
      return ok(null);
    });

  api.post('/user/e_pwd', { preHandler: [auth, requireRealAccount], schema: { tags, summary: 'Change the fund password with a security code', body: changeFundPasswordBody, response: { 200: done } } },
    async (req) => {
      await s.users.changeFundPassword(currentUser(req), req.body, req.ip);
      return ok(null);
    });

  api.post('/safe/update_password', { preHandler: [auth, requireRealAccount], schema: { tags, summary: 'Change the login password', body: updatePasswordBody, response: { 200: done } } },
    async (req) => {
      await s.users.changePassword(currentUser(req), req.token as string, req.body);
      return ok(null);
    });

  const langData = envelope(z.object({ lang: z.string(), langs: z.array(z.string()) }));
  api.post('/set/lang', { preHandler: optionalUser(s.users.sessions), schema: { tags, summary: "Set the user's language", body: setLangBody, response: { 200: langData } } },
    async (req) => {
      const lang = req.user ? await s.users.setLang(req.user.id, req.body.lang) : checkLang(req.body.lang);
      return ok({ lang, langs: [...LANGS] });
    });

  for (const method of ['get', 'post'] as const) {
    api[method]('/get/lang', { preHandler: optionalUser(s.users.sessions), schema: { tags, summary: "The user's language", response: { 200: langData } } },
      async (req) => ok({ lang: req.user?.lang ?? req.lang, langs: [...LANGS] }));
    api[method]('/area_code', { schema: { tags, summary: 'Country calling codes', response: { 200: envelope(z.array(z.object({ iso: z.string(), name: z.string(), code: z.string() }))) } } },
      async () => ok([...AREA_CODES]));
  }

  api.get('/user/getRealName', { preHandler: auth, schema: { tags, summary: "The user's real-name (KYC) record; null until KYC is done", response: { 200: envelope(z.null()) } } },
    async () => ok(null));
}
