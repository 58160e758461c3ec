import { z } from 'zod';
import { checkbox, none, optionalText } from './common.js';
import { route } from './contract.js';
import { publicUser } from './users.js';

const tags = ['auth'];

export const registerBody = z.object({
  mode: optionalText(20).describe('phone, email or username'),
  area_code: optionalText(8).describe('country calling code, phone mode'),
  phone: optionalText(32),
  email: optionalText(254),
  username: optionalText(40),
  code: optionalText(12).describe('6-digit code sent to the phone or email'),
  password: optionalText(200),
  re_password: optionalText(200).describe('confirmation of password'),
  invite_code: optionalText(32),
  agree: checkbox.describe('user agreement accepted'),
  sms_consent: checkbox.describe('consent to verification messages'),
});
export type RegisterBody = z.output<typeof registerBody>;

export const loginBody = z.object({
  account: optionalText(254).describe('phone, email or username'),
  area_code: optionalText(8),
  password: optionalText(200),
  totp: optionalText(20).describe('with two-factor on: the authenticator code or a recovery code'),
});
export type LoginBody = z.output<typeof loginBody>;

export const sendPhoneCodeBody = z.object({
  area_code: optionalText(8),
  phone: optionalText(32),
  type: optionalText(20).describe('register (default), forget or security'),
});

export const sendEmailCodeBody = z.object({
  email: optionalText(254),
  type: optionalText(20).describe('register (default), forget or security'),
});

export const sendOwnCodeBody = z.object({
  channel: optionalText(10).describe('email or sms; defaults to the bound email, else the phone'),
});

export const forgetBody = z.object({
  mode: optionalText(20).describe('phone or email'),
  area_code: optionalText(8),
  phone: optionalText(32),
  email: optionalText(254),
  code: optionalText(12),
  password: optionalText(200),
  re_password: optionalText(200),
});
export type ForgetBody = z.output<typeof forgetBody>;

export const checkMobileBody = z.object({ area_code: optionalText(8), phone: optionalText(32) });
export const checkEmailBody = z.object({ email: optionalText(254) });

/** A new session: its token, when it ends, and the user. */
export const sessionData = z.object({ token: z.string(), expires_at: z.number().int(), user: publicUser });
export type SessionGrant = z.output<typeof sessionData>;

export const codeSent = z.object({ resend_after: z.number().int() });
export type CodeSent = z.output<typeof codeSent>;

const exists = z.object({ exists: z.boolean() });

/** Codes, registration, sign-in and out, password reset, and the guest demo session. */
export const authRoutes = {
  sendSms: route({ method: 'POST', path: '/sms_send', tags, access: 'public', summary: 'Send a code by SMS', body: sendPhoneCodeBody, response: codeSent }),
  sendEmail: route({
    method: 'POST', path: '/email_send', aliases: [{ method: 'POST', path: '/sms_mail' }], tags, access: 'public', summary: 'Send a code by email',
    body: sendEmailCodeBody, response: codeSent,
  }),
  sendOwn: route({
    method: 'POST', path: '/sms_other_mail', tags, access: 'user', summary: "Send a security code to the account's own email or phone",
    body: sendOwnCodeBody, response: codeSent,
  }),
  register: route({
    method: 'POST', path: '/user/register', tags, access: 'public', summary: 'Register by phone, email or username', body: registerBody, response: sessionData,
  }),
  login: route({
    method: 'POST', path: '/user/login', tags, access: 'public', summary: 'Log in with phone, email or username and password', body: loginBody,
    response: sessionData,
  }),
  logout: route({ method: 'POST', path: '/user/logout', tags, access: 'user', summary: 'Revoke the session token', response: none }),
  forget: route({ method: 'POST', path: '/user/forget', tags, access: 'public', summary: 'Reset the password with a code', body: forgetBody, response: none }),
  checkMobile: route({
    method: 'POST', path: '/user/check_mobile', tags, access: 'public', summary: 'Whether a phone number is registered', body: checkMobileBody, response: exists,
  }),
  checkEmail: route({
    method: 'POST', path: '/user/check_email', tags, access: 'public', summary: 'Whether an email is registered', body: checkEmailBody, response: exists,
  }),
  guest: route({
    method: 'POST', path: '/demo/guest', tags: ['demo'], access: 'public', summary: 'Start a guest demo session without registering', response: sessionData,
  }),
} as const;
