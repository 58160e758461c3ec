import { checkCode, checkFundPassword, checkPasswordChange, type AuthRuleError } from '@candor/shared';

/** Change of login password: the same rule the server runs, with the field each error belongs to. */
export type PasswordChange = { old_password: string; new_password: string; re_password: string };
export type PasswordField = 'old_password' | 'new_password' | 're_password';

export function checkPasswordChangeForm(v: PasswordChange): AuthRuleError | null {
  return checkPasswordChange(v);
}

export function passwordFieldOf(error: AuthRuleError): PasswordField {
  if (error === 'old_password_required') return 'old_password';
  if (error === 'confirm_required' || error === 'passwords_mismatch') return 're_password';
  return 'new_password';
}

/**
 * Fund password: exactly 6 digits, twice, and a security code; setting the first one also needs the login password
 * (the server's rule: a session alone cannot set the password that guards withdrawals).
 */
export type PayPasswordValues = { password: string; code: string; pay_password: string; re_pay_password: string };
export type PayField = 'password' | 'code' | 'pay_password' | 're_pay_password';
/** The shared rules' keys (common:rules) and this form's own (users:pay). */
export type PayFormError = AuthRuleError | 'login_password_required';

export function checkPayPasswordForm(v: PayPasswordValues, changing: boolean): PayFormError | null {
  const pin = checkFundPassword(v.pay_password, v.re_pay_password);
  if (!changing && !v.password) return 'login_password_required';
  const code = checkCode(v.code.trim());
  if (code) return code;
  return pin;
}

export function payFieldOf(error: PayFormError): PayField {
  if (error === 'login_password_required') return 'password';
  if (error === 'code_required' || error === 'code_invalid') return 'code';
  return error === 'fund_passwords_mismatch' ? 're_pay_password' : 'pay_password';
}

/** Where a form error's text lives: the form's own key, or the shared rule's. */
export const payErrorKey = (error: PayFormError): string => (error === 'login_password_required' ? 'users:pay.login_password_required' : `common:rules.${error}`);

/** Only digits, at most six, as the fund password field accepts them. */
export const sixDigits = (text: string): string => text.replace(/\D/g, '').slice(0, 6);
