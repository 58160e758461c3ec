import { describe, expect, it } from 'vitest';
import { userText, userTextOf } from './user';

describe('the one way the back office names a user', () => {
  it('says the same for a record with the composed name and for a user record with its parts', () => {
    expect(userText({ user: 'alice@example.com', user_id: 12 })).toBe('alice@example.com (#12)');
    expect(userTextOf({ id: 12, email: 'alice@example.com', username: 'alice', phone: null })).toBe('alice@example.com (#12)');
    expect(userTextOf({ id: 3, phone: '5550100', area_code: '44' })).toBe('+44 5550100 (#3)');
    expect(userText({ user: null, user_id: 9 })).toBe('guest (#9)');
  });
});
