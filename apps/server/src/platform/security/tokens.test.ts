import { describe, expect, it } from 'vitest';
import { hashToken, newInviteCode, newNumericCode, newOneTimePassword, newToken } from './tokens.js';

describe('tokens', () => {
  it('session tokens carry at least 128 random bits and never repeat', () => {
    const tokens = Array.from({ length: 2000 }, newToken);
    for (const t of tokens) {
      expect(t).toMatch(/^[\w-]+$/);
      expect(Buffer.from(t, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('tokens fit the Authorization guard limit of 200 characters', () => {
    expect(newToken().length).toBeLessThanOrEqual(200);
  });

  it('stores tokens as a SHA-256 hex hash, stable for one token and distinct across tokens', () => {
    const t = newToken();
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(t)).toBe(hashToken(t));
    expect(hashToken(t)).not.toBe(hashToken(`${t}x`));
    expect(hashToken(t)).not.toContain(t);
  });

  it('verification codes are exactly 6 digits, leading zeros kept', () => {
    const codes = Array.from({ length: 5000 }, () => newNumericCode());
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    // 5000 draws from a million values: almost all distinct, and every leading digit shows up.
    expect(new Set(codes).size).toBeGreaterThan(4900);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
    expect(newNumericCode(8)).toMatch(/^\d{8}$/);
  });

  it('invite codes use the alphabet without look-alike characters', () => {
    for (let i = 0; i < 500; i++) expect(newInviteCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(newInviteCode(12)).toHaveLength(12);
  });

  it('one-time passwords have over 100 bits and do not repeat', () => {
    const pws = Array.from({ length: 1000 }, newOneTimePassword);
    for (const p of pws) expect(Buffer.from(p, 'base64url').length * 8).toBeGreaterThan(100);
    expect(new Set(pws).size).toBe(pws.length);
  });
});
