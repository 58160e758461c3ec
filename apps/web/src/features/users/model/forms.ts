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

/** Fund password: exactly 6 digits, twice; a change also needs the security code. */
export type PayPasswordValues = { code: string; pay_password: string; re_pay_password: string };
export type PayField = 'code' | 'pay_password' | 're_pay_password';

export function checkPayPasswordForm(v: PayPasswordValues, needsCode: boolean): AuthRuleError | null {
  if (needsCode) {
    const code = checkCode(v.code.trim());
    if (code) return code;
  }
  return checkFundPassword(v.pay_password, v.re_pay_password);
}

export function payFieldOf(error: AuthRuleError): PayField {
  if (error === 'code_required' || error === 'code_invalid') return 'code';
  return error === 'fund_passwords_mismatch' ? 're_pay_password' : 'pay_password';
}

/** Only digits, at most six, as the fund password field accepts them. */
export const sixDigits = (text: string): string => text.replace(/\D/g, '').slice(0, 6);
