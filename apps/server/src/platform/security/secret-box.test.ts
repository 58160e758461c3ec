import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SecretBox, isSealed, openSecretBox } from './secret-box.js';

describe('the secret box (AES-256-GCM at rest)', () => {
  it('opens what it sealed, for any text; a sealed value shows nothing of it and differs each time', () => {
    const box = new SecretBox(randomBytes(32));
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 200 }), (plain) => {
      const sealed = box.seal(plain);
      expect(isSealed(sealed)).toBe(true);
      expect(box.open(sealed)).toBe(plain);
      expect(box.seal(plain)).not.toBe(sealed);
    }));
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value and an unknown key; reads plain text stored before encryption', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const parts = sealed.split(':');
    const body = Buffer.from(parts[4] as string, 'base64url');
    body[0] = (body[0] as number) ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow(/unknown key/);
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.needsReseal('JBSWY3DPEHPK3PXP')).toBe(true);
  });

  it('rotation: the new key reads values of the previous one and marks them to seal again', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const sealedOld = new SecretBox(oldKey).seal('secret');
    const rotated = new SecretBox(newKey, [oldKey]);
    expect(rotated.open(sealedOld)).toBe('secret');
    expect(rotated.needsReseal(sealedOld)).toBe(true);
    expect(rotated.needsReseal(rotated.seal('secret'))).toBe(false);
  });

  it('production needs SECRETS_KEY; a trial install generates one into its data directory once', async () => {
    expect(() => openSecretBox({ env: 'production', dataDir: '/nonexistent', secretsKey: undefined, secretsKeysPrevious: [] })).toThrow(/SECRETS_KEY/);
    expect(() => openSecretBox({ env: 'production', dataDir: '/x', secretsKey: 'short', secretsKeysPrevious: [] })).toThrow(/32 bytes/);
    const dir = await mkdtemp(join(tmpdir(), 'candor-key-'));
    try {
      const a = openSecretBox({ env: 'development', dataDir: dir, secretsKey: undefined, secretsKeysPrevious: [] });
      const file = await readFile(join(dir, 'secrets.key'), 'utf8');
      expect(file.trim()).toMatch(/^[0-9a-f]{64}$/);
      expect(((await stat(join(dir, 'secrets.key'))).mode & 0o777).toString(8)).toBe('600');
      const b = openSecretBox({ env: 'development', dataDir: dir, secretsKey: undefined, secretsKeysPrevious: [] });
      expect(b.open(a.seal('x'))).toBe('x');
      const fromEnv = openSecretBox({ env: 'production', dataDir: dir, secretsKey: file.trim(), secretsKeysPrevious: [] });
      expect(fromEnv.keyId).toBe(a.keyId);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
