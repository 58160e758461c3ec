import { z } from 'zod';
import { optionalText } from '../api/common.js';
import { checkbox } from './fields.js';

export const REGISTER_MODES = ['phone', 'email', 'username'] as const;
export type RegisterMode = (typeof REGISTER_MODES)[number];

export const CODE_PURPOSES = ['register', 'forget', 'security'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

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

export const setPayPasswordBody = z.object({
  pay_password: optionalText(64),
  re_pay_password: optionalText(64),
});

export const changeFundPasswordBody = z.object({
  code: optionalText(12),
  channel: optionalText(10).describe('where the code was sent: email or sms (as given to sms_other_mail)'),
  pay_password: optionalText(64),
  re_pay_password: optionalText(64),
});

export const updatePasswordBody = z.object({
  old_password: optionalText(200),
  new_password: optionalText(200),
  re_password: optionalText(200),
});

export const setLangBody = z.object({ lang: optionalText(10) });

export const adminLoginBody = z.object({ username: optionalText(64), password: optionalText(200) });

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
export type PublicUser = z.infer<typeof publicUser>;

export const sessionData = z.object({ token: z.string(), expires_at: z.number().int(), user: publicUser });
