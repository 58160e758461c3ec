// The rules of the account forms (seed section 5): the server decides with them and answers their keys translated;
// the web app checks the same before sending and shows the same keys.

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^\d{5,15}$/;
export const AREA_CODE_PATTERN = /^\+?\d{1,4}$/;
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const FUND_PASSWORD_PATTERN = /^\d{6}$/;
export const CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;

export const isEmail = (v: string): boolean => v.length <= 254 && EMAIL_PATTERN.test(v);
export const isPhone = (v: string): boolean => PHONE_PATTERN.test(v);
export const normaliseAreaCode = (v: string): string => v.replace(/^\+/, '');

export const REGISTER_MODES = ['phone', 'email', 'username'] as const;
export type RegisterMode = (typeof REGISTER_MODES)[number];

/** What a code is sent for (the `type` of sms_send and email_send; security codes go to the account's own address). */
export const CODE_PURPOSES = ['register', 'forget', 'security'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The error keys of the auth forms; the server answers them translated, the web app shows the same keys. */
export type AuthRuleError =
  | 'register_mode_invalid' | 'area_code_invalid' | 'phone_invalid' | 'email_invalid' | 'username_invalid'
  | 'code_required' | 'code_invalid' | 'password_required' | 'password_too_short' | 'password_too_long'
  | 'confirm_required' | 'passwords_mismatch' | 'invite_code_required' | 'agreement_required'
  | 'sms_consent_required' | 'fund_password_format' | 'fund_passwords_mismatch' | 'old_password_required';

export type RegistrationFields = {
  mode?: string | undefined; area_code?: string | undefined; phone?: string | undefined; email?: string | undefined;
  username?: string | undefined; code?: string | undefined; password?: string | undefined;
  re_password?: string | undefined; invite_code?: string | undefined; agree: boolean; sms_consent: boolean;
};

export const isRegisterMode = (v: unknown): v is RegisterMode =>
  typeof v === 'string' && (REGISTER_MODES as readonly string[]).includes(v);

/** Password and its confirmation, in the order a form shows them. */
export function checkNewPassword(password: string | undefined, confirmation: string | undefined): AuthRuleError | null {
  if (!password) return 'password_required';
  if (password.length < PASSWORD_MIN) return 'password_too_short';
  if (password.length > PASSWORD_MAX) return 'password_too_long';
  if (!confirmation) return 'confirm_required';
  if (password !== confirmation) return 'passwords_mismatch';
  return null;
}

export function checkCode(code: string | undefined): AuthRuleError | null {
  if (!code) return 'code_required';
  return CODE_PATTERN.test(code) ? null : 'code_invalid';
}

/** A destination by mode: phone (with area code) or email. */
export function checkDestination(mode: 'phone' | 'email', f: { area_code?: string | undefined; phone?: string | undefined; email?: string | undefined }): AuthRuleError | null {
  if (mode === 'phone') {
    if (!f.area_code || !AREA_CODE_PATTERN.test(f.area_code)) return 'area_code_invalid';
    return f.phone && isPhone(f.phone) ? null : 'phone_invalid';
  }
  return f.email && isEmail(f.email) ? null : 'email_invalid';
}

/** Every rule of registration (seed section 5), first failing rule first, in the form's order. */
export function checkRegistration(f: RegistrationFields, inviteRequired: boolean): AuthRuleError | null {
  if (!isRegisterMode(f.mode)) return 'register_mode_invalid';
  if (f.mode === 'username') {
    if (!f.username || !USERNAME_PATTERN.test(f.username)) return 'username_invalid';
  } else {
    const destination = checkDestination(f.mode, f);
    if (destination) return destination;
    const code = checkCode(f.code);
    if (code) return code;
  }
  const password = checkNewPassword(f.password, f.re_password);
  if (password) return password;
  if (inviteRequired && !f.invite_code) return 'invite_code_required';
  if (!f.agree) return 'agreement_required';
  if (f.mode !== 'username' && !f.sms_consent) return 'sms_consent_required';
  return null;
}

/** The 6-digit fund password entered twice. */
export function checkFundPassword(p: string | undefined, confirmation: string | undefined): AuthRuleError | null {
  if (!p || !FUND_PASSWORD_PATTERN.test(p)) return 'fund_password_format';
  if (p !== confirmation) return 'fund_passwords_mismatch';
  return null;
}

/** Change of login password: original, new and confirmation all required, new equal to confirmation. */
export function checkPasswordChange(f: { old_password?: string | undefined; new_password?: string | undefined; re_password?: string | undefined }): AuthRuleError | null {
  if (!f.old_password) return 'old_password_required';
  return checkNewPassword(f.new_password, f.re_password);
}
