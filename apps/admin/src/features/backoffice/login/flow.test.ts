import { describe, expect, it } from 'vitest';
import { cleanCode, passwordProblem, stepAfter } from './flow';

describe('sign-in steps', () => {
  it('follows the session stage', () => {
    expect(stepAfter('totp_setup', 't')).toEqual({ kind: 'enrol', token: 't' });
    expect(stepAfter('password_change', 't')).toEqual({ kind: 'password', token: 't' });
    expect(stepAfter('full', 't')).toEqual({ kind: 'done', token: 't' });
  });

  it('checks a new password before asking the server', () => {
    expect(passwordProblem('short', 'short')).toBe('Use at least 12 characters.');
    expect(passwordProblem('long-enough-pass', 'long-enough-pasS')).toBe('The two passwords differ.');
    expect(passwordProblem('long-enough-pass', 'long-enough-pass')).toBeNull();
  });

  it('keeps the digits of a typed code, six at most', () => {
    expect(cleanCode('123 456')).toBe('123456');
    expect(cleanCode('12-34-56-78')).toBe('123456');
    expect(cleanCode('abc')).toBe('');
  });
});
