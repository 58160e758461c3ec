import { describe, expect, it } from 'vitest';
import { userIdOf } from './api';

describe('the API keys filter', () => {
  it('reads a user id, nothing, or refuses', () => {
    expect(userIdOf(' 42 ')).toBe(42);
    expect(userIdOf('')).toBeUndefined();
    expect(userIdOf('4x')).toBeNull();
    expect(userIdOf('0')).toBeNull();
  });
});
