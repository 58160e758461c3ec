import { describe, expect, it } from 'vitest';
import { userDisplayName, userLabel } from './naming.js';

describe('naming users in the back office', () => {
  it('uses the email, else the phone with its area code, else the username, and always the id', () => {
    expect(userLabel(userDisplayName({ email: 'alice@example.com', phone: '5550100', username: 'alice' }), 12)).toBe('alice@example.com (#12)');
    expect(userLabel(userDisplayName({ email: null, phone: '5550100', area_code: '1', username: 'bob' }), 3)).toBe('+1 5550100 (#3)');
    expect(userLabel(userDisplayName({ phone: '5550100' }), 3)).toBe('5550100 (#3)');
    expect(userLabel(userDisplayName({ username: 'carol' }), 4)).toBe('carol (#4)');
    expect(userLabel(userDisplayName({}), 5)).toBe('guest (#5)');
    expect(userLabel(undefined, 6)).toBe('guest (#6)');
  });
});
