import { z } from 'zod';
import { none, optionalText, pageQuery, paged } from './common.js';
import { route } from './contract.js';

const tags = ['user'];

export const publicUser = z.object({
  id: z.number().int(),
  kind: z.enum(['user', 'guest']),
  username: z.string().nullable(),
  email: z.string().nullable(),
  area_code: z.string().nullable(),
  phone: z.string().nullable(),
  invite_code: z.string(),
  lang: z.string(),
  has_fund_password: z.boolean(),
  created_at: z.number().int(),
});
export type PublicUser = z.output<typeof publicUser>;

/** The signed-in user with the state of its security settings (the security page). */
export const securityInfo = publicUser.extend({
  has_login_password: z.boolean(),
  kyc_status: z.enum(['unverified', 'pending', 'verified', 'rejected']),
  demo: z.boolean(),
});
export type SecurityInfo = z.output<typeof securityInfo>;

export const sessionCheck = z.object({ id: z.number(), kind: z.string(), username: z.string().nullable(), demo: z.boolean() });
export type SessionCheck = z.output<typeof sessionCheck>;

export const langData = z.object({ lang: z.string(), langs: z.array(z.string()) });
export type LangData = z.output<typeof langData>;

export const areaCode = z.object({ iso: z.string(), name: z.string(), code: z.string() });
export type AreaCode = z.output<typeof areaCode>;

export const setPayPasswordBody = z.object({
  password: optionalText(200).describe('the login password'),
  code: optionalText(12).describe('a security code sent with sms_other_mail'),
  channel: optionalText(10).describe('where the code was sent: email or sms (as given to sms_other_mail)'),
  pay_password: optionalText(64),
  re_pay_password: optionalText(64),
});

export const changeFundPasswordBody = z.object({
  code: optionalText(12),
  channel: optionalText(10).describe('where the code was sent: email or sms (as given to sms_other_mail)'),
  pay_password: optionalText(64),
  re_pay_password: optionalText(64),
});
export type ChangeFundPasswordBody = z.output<typeof changeFundPasswordBody>;

export const updatePasswordBody = z.object({
  old_password: optionalText(200),
  new_password: optionalText(200),
  re_password: optionalText(200),
});
export type UpdatePasswordBody = z.output<typeof updatePasswordBody>;

export const setLangBody = z.object({ lang: optionalText(10) });

const hasPassword = z.object({ has_password: z.boolean() });

/** The account: who is signed in, security settings, language, country codes; and the users list of the back office. */
export const usersRoutes = {
  center: route({ method: 'GET', path: '/user/center', tags, access: 'user', summary: 'The signed-in user', response: publicUser }),
  centerwak: route({
    method: 'GET', path: '/user/centerwak', tags, access: 'user', summary: 'A light session check: who is signed in and in which mode',
    response: sessionCheck,
  }),
  center2: route({ method: 'GET', path: '/user/center2', tags, access: 'user', summary: 'The signed-in user with security state', response: securityInfo }),
  hasPassword: route({
    method: 'GET', path: '/user/has_password', aliases: [{ method: 'POST', path: '/user/has_password' }], tags, access: 'user',
    summary: 'Whether a fund password is set', response: hasPassword,
  }),
  setPayPassword: route({
    method: 'POST', path: '/user/setpaypwd', tags, access: 'real', summary: 'Set the 6-digit fund password (login password and a security code)', body: setPayPasswordBody, response: none,
  }),
  changeFundPassword: route({
    method: 'POST', path: '/user/e_pwd', tags, access: 'real', summary: 'Change the fund password with a security code',
    body: changeFundPasswordBody, response: none,
  }),
  updatePassword: route({
    method: 'POST', path: '/safe/update_password', tags, access: 'real', summary: 'Change the login password', body: updatePasswordBody, response: none,
  }),
  setLang: route({ method: 'POST', path: '/set/lang', tags, access: 'optional', summary: "Set the user's language", body: setLangBody, response: langData }),
  getLang: route({
    method: 'GET', path: '/get/lang', aliases: [{ method: 'POST', path: '/get/lang' }], tags, access: 'optional', summary: "The user's language",
    response: langData,
  }),
  areaCodes: route({
    method: 'GET', path: '/area_code', aliases: [{ method: 'POST', path: '/area_code' }], tags, access: 'public', summary: 'Country calling codes',
    response: z.array(areaCode),
  }),
  adminList: route({
    method: 'GET', path: '/admin/users', tags: ['admin'], access: 'admin', summary: 'Users, newest first, with search (username, email, phone, invite code)',
    query: pageQuery.extend({ search: z.string().max(100).optional() }), response: paged(publicUser),
  }),
} as const;
