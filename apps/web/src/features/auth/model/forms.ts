import {
  checkCode, checkDestination, checkNewPassword, checkRegistration, isEmail, isPhone, type AuthRuleError, type BodyAt, type Lang,
} from '@candor/shared';

export type AuthMode = 'phone' | 'email' | 'username';
export const LOGIN_MODES: readonly AuthMode[] = ['phone', 'email', 'username'];
export const RESET_MODES: readonly Extract<AuthMode, 'phone' | 'email'>[] = ['phone', 'email'];

/** Error keys of the auth forms: the shared rules plus the login form's own. */
export type FormError = AuthRuleError | 'account_required';

/** The form field an error belongs under. */
export type FieldName = 'area_code' | 'account' | 'code' | 'password' | 're_password' | 'invite_code' | 'agree' | 'sms_consent' | 'form';

const FIELD_OF: Record<FormError, FieldName> = {
  register_mode_invalid: 'form', area_code_invalid: 'area_code', phone_invalid: 'account', email_invalid: 'account',
  username_invalid: 'account', account_required: 'account', code_required: 'code', code_invalid: 'code',
  password_required: 'password', password_too_short: 'password', password_too_long: 'password',
  confirm_required: 're_password', passwords_mismatch: 're_password', invite_code_required: 'invite_code',
  agreement_required: 'agree', sms_consent_required: 'sms_consent', fund_password_format: 'password',
  fund_passwords_mismatch: 're_password', old_password_required: 'form',
};

export const fieldOfError = (error: FormError): FieldName => FIELD_OF[error];

export type Identity = { mode: AuthMode; area_code: string; account: string };

/** Login: phone, email or username, and a password. */
export type LoginValues = Identity & { password: string };

export function checkLoginForm(v: LoginValues): FormError | null {
  const account = v.account.trim();
  if (v.mode === 'username') {
    if (!account) return 'account_required';
  } else {
    const destination = checkDestination(v.mode, { area_code: v.area_code, phone: account, email: account });
    if (destination) return account ? destination : 'account_required';
  }
  return v.password ? null : 'password_required';
}

export function toLoginBody(v: LoginValues): BodyAt<'POST', 'user/login'> {
  const account = v.account.trim();
  return { account, area_code: v.mode === 'phone' ? v.area_code : undefined, password: v.password };
}

/** Registration in the three modes. */
export type RegisterValues = Identity & {
  code: string; password: string; re_password: string; invite_code: string; agree: boolean; sms_consent: boolean;
};

function registrationFields(v: RegisterValues) {
  const account = v.account.trim();
  return {
    mode: v.mode,
    area_code: v.mode === 'phone' ? v.area_code : undefined,
    phone: v.mode === 'phone' ? account : undefined,
    email: v.mode === 'email' ? account : undefined,
    username: v.mode === 'username' ? account : undefined,
    code: v.mode === 'username' ? undefined : v.code.trim(),
    password: v.password,
    re_password: v.re_password,
    invite_code: v.invite_code.trim() || undefined,
    agree: v.agree,
    sms_consent: v.mode === 'username' ? false : v.sms_consent,
  };
}

/** Every rule of seed section 5 through the same function the server runs. */
export function checkRegisterForm(v: RegisterValues, inviteRequired = false): FormError | null {
  return checkRegistration(registrationFields(v), inviteRequired);
}

export function toRegisterBody(v: RegisterValues): BodyAt<'POST', 'user/register'> {
  return registrationFields(v);
}

/** Whether a code can be asked for yet: a valid phone (with area code) or email. */
export function checkCodeTarget(v: Identity): FormError | null {
  if (v.mode === 'username') return 'register_mode_invalid';
  return checkDestination(v.mode, { area_code: v.area_code, phone: v.account.trim(), email: v.account.trim() });
}

/** A code by SMS or by email, with the body of its route. */
export type CodeRequest =
  | { path: 'sms_send'; body: BodyAt<'POST', 'sms_send'> }
  | { path: 'email_send'; body: BodyAt<'POST', 'email_send'> };

export function toCodeRequest(v: Identity, type: 'register' | 'forget'): CodeRequest {
  const account = v.account.trim();
  return v.mode === 'phone'
    ? { path: 'sms_send', body: { area_code: v.area_code, phone: account, type } }
    : { path: 'email_send', body: { email: account, type } };
}

/** Password reset by a phone or email code. */
export type ForgetValues = Identity & { code: string; password: string; re_password: string };

export function checkForgetForm(v: ForgetValues): FormError | null {
  const target = checkCodeTarget(v);
  if (target) return target;
  return checkCode(v.code.trim()) ?? checkNewPassword(v.password, v.re_password);
}

export function toForgetBody(v: ForgetValues): BodyAt<'POST', 'user/forget'> {
  const account = v.account.trim();
  return {
    mode: v.mode, area_code: v.mode === 'phone' ? v.area_code : undefined, phone: v.mode === 'phone' ? account : undefined,
    email: v.mode === 'email' ? account : undefined, code: v.code.trim(), password: v.password, re_password: v.re_password,
  };
}

/** A sensible first country code for the interface language; the user can pick another. */
const AREA_BY_LANG: Partial<Record<Lang, string>> = {
  zh: '86', tw: '886', jp: '81', kr: '82', vn: '84', hi: '91', id: '62', ms: '60', de: '49', th: '66', pt: '55',
  fr: '33', ru: '7', esp: '34',
};

export const defaultAreaCode = (lang: Lang): string => AREA_BY_LANG[lang] ?? '1';

/** What a typed account looks like, to suggest the right tab. */
export function guessMode(account: string): AuthMode {
  const a = account.trim();
  if (a.includes('@') && isEmail(a)) return 'email';
  return isPhone(a) ? 'phone' : 'username';
}
