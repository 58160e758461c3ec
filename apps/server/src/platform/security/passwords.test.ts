import { describe, expect, it } from 'vitest';
import { SCRYPT_N, hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('secret123', SCRYPT_N);
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain('secret123');
    expect(await verifyPassword('secret123', stored)).toBe(true);
    expect(await verifyPassword('secret124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('Secret123', stored)).toBe(false);
  });

  it('salts every hash, so one password never hashes the same twice', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same-password', a)).toBe(true);
    expect(await verifyPassword('same-password', b)).toBe(true);
  });

  it('handles unicode and long passwords', async () => {
    const pw = `pässwörd-密码-🔑-${'x'.repeat(150)}`;
    const stored = await hashPassword(pw);
    expect(await verifyPassword(pw, stored)).toBe(true);
    expect(await verifyPassword(pw.normalize('NFD'), stored)).toBe(false);
  });

  it('rejects a missing or malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('secret123', null)).toBe(false);
    expect(await verifyPassword('secret123', '')).toBe(false);
    expect(await verifyPassword('secret123', 'secret123')).toBe(false);
    expect(await verifyPassword('secret123', 'bcrypt$10$abc$def$ghi')).toBe(false);
    expect(await verifyPassword('secret123', 'scrypt$16384$8$1$$')).toBe(false);
  });

  it('a hash with its key altered no longer verifies', async () => {
    const stored = await hashPassword('secret123');
    const parts = stored.split('$');
    const key = Buffer.from(parts[5] as string, 'base64url');
    key[0] = (key[0] as number) ^ 0xff;
    parts[5] = key.toString('base64url');
    expect(await verifyPassword('secret123', parts.join('$'))).toBe(false);
  });

  it('hashes with the cheaper test cost under Vitest only, and verifies either', async () => {
    const cheap = await hashPassword('secret123');
    expect(cheap).toMatch(/^scrypt\$1024\$/);
    expect(await verifyPassword('secret123', cheap)).toBe(true);
  });
});
