import { describe, expect, it } from 'vitest';
import { isListShown } from './SearchBox';

describe('the search box', () => {
  it('applies a search only while its list is the page shown', () => {
    expect(isListShown('#/users', 'users')).toBe(true);
    expect(isListShown('#/users?filter=%7B%7D&page=1', 'users')).toBe(true);
    expect(isListShown('#/outbox', 'users')).toBe(false);
    expect(isListShown('#/users/7/show', 'users')).toBe(false);
    expect(isListShown('', 'users')).toBe(false);
  });
});
