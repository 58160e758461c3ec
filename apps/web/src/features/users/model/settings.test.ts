import { describe, expect, it } from 'vitest';
import { keysToClear } from './cache';
import { checkPasswordChangeForm, checkPayPasswordForm, passwordFieldOf, payErrorKey, payFieldOf, sixDigits } from './forms';

describe('change password form', () => {
  const ok = { old_password: 'oldpass', new_password: 'newpass', re_password: 'newpass' };
  it('needs the original, the new and a matching confirmation', () => {
    expect(checkPasswordChangeForm(ok)).toBeNull();
    expect(checkPasswordChangeForm({ ...ok, old_password: '' })).toBe('old_password_required');
    expect(checkPasswordChangeForm({ ...ok, new_password: '' })).toBe('password_required');
    expect(checkPasswordChangeForm({ ...ok, new_password: 'abc', re_password: 'abc' })).toBe('password_too_short');
    expect(checkPasswordChangeForm({ ...ok, re_password: 'other1' })).toBe('passwords_mismatch');
  });
  it('puts errors under their field', () => {
    expect(passwordFieldOf('old_password_required')).toBe('old_password');
    expect(passwordFieldOf('passwords_mismatch')).toBe('re_password');
    expect(passwordFieldOf('password_too_short')).toBe('new_password');
  });
});

describe('fund password form', () => {
  const ok = { password: 'secret123', code: '123456', pay_password: '135790', re_pay_password: '135790' };
  it('is exactly 6 digits, entered twice', () => {
    expect(checkPayPasswordForm(ok, false)).toBeNull();
    expect(checkPayPasswordForm({ ...ok, pay_password: '12345', re_pay_password: '12345' }, false)).toBe('fund_password_format');
    expect(checkPayPasswordForm({ ...ok, pay_password: '12345a' }, false)).toBe('fund_password_format');
    expect(checkPayPasswordForm({ ...ok, re_pay_password: '135791' }, false)).toBe('fund_passwords_mismatch');
  });
  it('needs the login password to set and a security code to set or change, in the form\'s order', () => {
    expect(checkPayPasswordForm({ ...ok, password: '', code: '' }, false)).toBe('login_password_required');
    expect(checkPayPasswordForm({ ...ok, password: '' }, true)).toBeNull();
    expect(checkPayPasswordForm({ ...ok, code: '' }, false)).toBe('code_required');
    expect(checkPayPasswordForm({ ...ok, code: '' }, true)).toBe('code_required');
    expect(checkPayPasswordForm({ ...ok, code: '', pay_password: '1' }, true)).toBe('code_required');
    expect(payFieldOf('login_password_required')).toBe('password');
    expect(payErrorKey('login_password_required')).toBe('users:pay.login_password_required');
    expect(payErrorKey('code_required')).toBe('common:rules.code_required');
    expect(payFieldOf('code_invalid')).toBe('code');
    expect(payFieldOf('fund_passwords_mismatch')).toBe('re_pay_password');
    expect(payFieldOf('fund_password_format')).toBe('pay_password');
    expect(sixDigits('12a34 5678')).toBe('123456');
  });
});

describe('clear cache', () => {
  it('keeps the session key only', () => {
    expect(keysToClear(['candor-session', 'i18nextLng', 'x'], ['candor-session'])).toEqual(['i18nextLng', 'x']);
  });
});
