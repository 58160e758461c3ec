import { describe, expect, it } from 'vitest';
import * as shared from '../index.js';
import { checkCode, checkDestination, checkFundPassword, checkPasswordChange, checkRegistration, normaliseAreaCode } from './auth.js';

const registration = { mode: 'email', email: 'a@b.co', code: '123456', password: 'secret1', re_password: 'secret1', agree: true, sms_consent: true };

describe('the account form rules', () => {
  it('are exported from the package entry under their names', () => {
    for (const name of ['checkRegistration', 'checkPasswordChange', 'checkFundPassword', 'checkCode', 'checkDestination', 'checkNewPassword',
      'EMAIL_PATTERN', 'FUND_PASSWORD_PATTERN', 'isEmail', 'isPhone', 'REGISTER_MODES', 'CODE_PURPOSES', 'checkbox', 'registerBody']) {
      expect(shared, name).toHaveProperty(name);
    }
  });

  it('check a registration, first failing rule first', () => {
    expect(checkRegistration(registration, false)).toBeNull();
    expect(checkRegistration({ ...registration, mode: 'fax' }, false)).toBe('register_mode_invalid');
    expect(checkRegistration({ ...registration, code: '12345' }, false)).toBe('code_invalid');
    expect(checkRegistration({ ...registration, re_password: 'other' }, false)).toBe('passwords_mismatch');
    expect(checkRegistration(registration, true)).toBe('invite_code_required');
    expect(checkRegistration({ ...registration, mode: 'username', username: 'alice_1', sms_consent: false }, false)).toBeNull();
  });

  it('check destinations, codes and passwords', () => {
    expect(checkDestination('phone', { area_code: '+44', phone: '7700900123' })).toBeNull();
    expect(checkDestination('phone', { area_code: '44a', phone: '7700900123' })).toBe('area_code_invalid');
    expect(checkDestination('email', { email: 'nope' })).toBe('email_invalid');
    expect(checkCode(undefined)).toBe('code_required');
    expect(checkFundPassword('123456', '123456')).toBeNull();
    expect(checkFundPassword('12345a', '12345a')).toBe('fund_password_format');
    expect(checkPasswordChange({ new_password: 'secret1', re_password: 'secret1' })).toBe('old_password_required');
    expect(normaliseAreaCode('+86')).toBe('86');
  });
});
