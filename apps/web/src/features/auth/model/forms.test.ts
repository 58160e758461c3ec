import { describe, expect, it } from 'vitest';
import {
  checkCodeTarget, checkForgetForm, checkLoginForm, checkRegisterForm, defaultAreaCode, fieldOfError, guessMode,
  toCodeRequest, toForgetBody, toLoginBody, toRegisterBody, type RegisterValues,
} from './forms';

const phone: RegisterValues = {
  mode: 'phone', area_code: '44', account: '7700900123', code: '123456', password: 'secret1', re_password: 'secret1',
  invite_code: '', agree: true, sms_consent: true,
};

describe('login form', () => {
  it('needs an account of the tab’s kind and a password', () => {
    expect(checkLoginForm({ mode: 'email', area_code: '1', account: '', password: 'x' })).toBe('account_required');
    expect(checkLoginForm({ mode: 'email', area_code: '1', account: 'bob@', password: 'x' })).toBe('email_invalid');
    expect(checkLoginForm({ mode: 'phone', area_code: '1', account: '12ab', password: 'x' })).toBe('phone_invalid');
    expect(checkLoginForm({ mode: 'username', area_code: '1', account: 'bob', password: '' })).toBe('password_required');
    expect(checkLoginForm({ mode: 'username', area_code: '1', account: ' bob ', password: 'p' })).toBeNull();
  });
  it('sends the area code only for a phone', () => {
    expect(toLoginBody({ mode: 'phone', area_code: '86', account: ' 13800138000', password: 'p' })).toEqual({ account: '13800138000', area_code: '86', password: 'p' });
    expect(toLoginBody({ mode: 'email', area_code: '86', account: 'a@b.co', password: 'p' }).area_code).toBeUndefined();
  });
});

describe('registration form (seed section 5)', () => {
  const cases: Array<[Partial<RegisterValues>, string | null]> = [
    [{}, null],
    [{ account: '12' }, 'phone_invalid'],
    [{ area_code: '' }, 'area_code_invalid'],
    [{ code: '' }, 'code_required'],
    [{ code: '12ab56' }, 'code_invalid'],
    [{ password: '' }, 'password_required'],
    [{ password: '12345', re_password: '12345' }, 'password_too_short'],
    [{ re_password: '' }, 'confirm_required'],
    [{ re_password: 'secret2' }, 'passwords_mismatch'],
    [{ agree: false }, 'agreement_required'],
    [{ sms_consent: false }, 'sms_consent_required'],
    [{ mode: 'email', account: 'alice@example' }, 'email_invalid'],
    [{ mode: 'email', account: 'alice@example.c' }, 'email_invalid'],
    [{ mode: 'email', account: 'alice@example.com' }, null],
    [{ mode: 'username', account: '1abc', code: '' }, 'username_invalid'],
    [{ mode: 'username', account: 'alice_1', code: '', sms_consent: false }, null],
  ];
  it.each(cases)('%j -> %s', (change, error) => {
    expect(checkRegisterForm({ ...phone, ...change })).toBe(error);
  });
  it('asks for the invitation code only when required', () => {
    expect(checkRegisterForm(phone, true)).toBe('invite_code_required');
    expect(checkRegisterForm({ ...phone, invite_code: 'ABCD1234' }, true)).toBeNull();
  });
  it('builds the body of the chosen mode only', () => {
    expect(toRegisterBody(phone)).toMatchObject({ mode: 'phone', area_code: '44', phone: '7700900123', email: undefined, code: '123456', agree: true, sms_consent: true });
    expect(toRegisterBody({ ...phone, mode: 'username', account: 'alice_1' })).toMatchObject({ username: 'alice_1', phone: undefined, code: undefined, sms_consent: false });
  });
  it('puts each error under its field', () => {
    expect(fieldOfError('passwords_mismatch')).toBe('re_password');
    expect(fieldOfError('code_invalid')).toBe('code');
    expect(fieldOfError('email_invalid')).toBe('account');
  });
});

describe('code sending', () => {
  it('needs a valid destination', () => {
    expect(checkCodeTarget({ mode: 'email', area_code: '', account: 'x' })).toBe('email_invalid');
    expect(checkCodeTarget({ mode: 'phone', area_code: '44', account: '7700900123' })).toBeNull();
  });
  it('goes to sms_send or email_send with the purpose', () => {
    expect(toCodeRequest({ mode: 'phone', area_code: '44', account: '7700900123' }, 'register')).toEqual({ path: 'sms_send', body: { area_code: '44', phone: '7700900123', type: 'register' } });
    expect(toCodeRequest({ mode: 'email', area_code: '44', account: 'a@b.co ' }, 'forget')).toEqual({ path: 'email_send', body: { email: 'a@b.co', type: 'forget' } });
  });
});

describe('forget form', () => {
  const values = { mode: 'email' as const, area_code: '', account: 'a@b.co', code: '123456', password: 'newpass', re_password: 'newpass' };
  it('checks destination, code and new password in order', () => {
    expect(checkForgetForm(values)).toBeNull();
    expect(checkForgetForm({ ...values, account: 'x' })).toBe('email_invalid');
    expect(checkForgetForm({ ...values, code: '' })).toBe('code_required');
    expect(checkForgetForm({ ...values, re_password: 'other1' })).toBe('passwords_mismatch');
    expect(toForgetBody(values)).toMatchObject({ mode: 'email', email: 'a@b.co', phone: undefined });
  });
});

describe('helpers', () => {
  it('guesses the mode and area code', () => {
    expect(guessMode('a@b.co')).toBe('email');
    expect(guessMode('13800138000')).toBe('phone');
    expect(guessMode('alice')).toBe('username');
    expect(defaultAreaCode('zh')).toBe('86');
    expect(defaultAreaCode('en')).toBe('1');
  });
});
