import { createCipheriv, createDecipheriv, hash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the key of a trial install lives when SECRETS_KEY is not set (generated on first start). */
export const SECRETS_KEY_FILE = 'secrets.key';
/** The key of NODE_ENV=test only (every test app shares it, so several apps read one database). */
const TEST_KEY = hash('sha256', 'candor test secrets key: never used outside tests', 'hex');
const PREFIX = 'enc1';

export type SecretsKeyConfig = {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  /** 32 bytes as 64 hex characters or base64. */
  secretsKey: string | undefined;
  /** Keys of before a rotation, still read (never written) until every secret is sealed again. */
  secretsKeysPrevious: readonly string[];
};

function parseKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes: 64 hex characters or base64');
  return key;
}

const keyIdOf = (key: Buffer): string => hash('sha256', key, 'hex').slice(0, 8);

/**
 * Secrets at rest (TOTP secrets of users and admins): AES-256-GCM with a random 96-bit nonce per value, stored as
 * `enc1:<key id>:<nonce>:<tag>:<ciphertext>` (base64url). The key id names the key that sealed the value, so a
 * rotation reads old values with the previous key and `needsReseal` finds those to seal again with the current one.
 */
export class SecretBox {
  private readonly current: { id: string; key: Buffer };
  private readonly keys = new Map<string, Buffer>();

  constructor(currentKey: Buffer, previousKeys: readonly Buffer[] = []) {
    this.current = { id: keyIdOf(currentKey), key: currentKey };
    for (const k of [currentKey, ...previousKeys]) this.keys.set(keyIdOf(k), k);
  }

  get keyId(): string {
    return this.current.id;
  }

  seal(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, nonce);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [PREFIX, this.current.id, nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
  }

  /** The plain value of a sealed one; a value stored before encryption (no prefix) is answered as it is. */
  open(stored: string): string {
    if (!isSealed(stored)) return stored;
    const [, id, nonce, tag, body] = stored.split(':') as [string, string, string, string, string];
    const key = this.keys.get(id);
    if (!key) throw new Error(`secret sealed with an unknown key ${id}: set SECRETS_KEY_PREVIOUS to the key it was sealed with`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Whether a stored value is plain text or sealed with another key than the current one. */
  needsReseal(stored: string): boolean {
    return !isSealed(stored) || stored.split(':')[1] !== this.current.id;
  }
}

export const isSealed = (stored: string): boolean => stored.startsWith(`${PREFIX}:`);

/**
 * The install's secret box: SECRETS_KEY (and SECRETS_KEY_PREVIOUS) from the environment; a trial install without
 * one generates a key into its data directory on first start; production refuses to start without it.
 */
export function openSecretBox(c: SecretsKeyConfig): SecretBox {
  const previous = c.secretsKeysPrevious.map(parseKey);
  if (c.secretsKey) return new SecretBox(parseKey(c.secretsKey), previous);
  if (c.env === 'production') throw new Error('SECRETS_KEY is required when NODE_ENV=production (32 bytes, hex or base64; see README, Secrets)');
  if (c.env === 'test') return new SecretBox(Buffer.from(TEST_KEY, 'hex'), previous);
  const file = join(c.dataDir, SECRETS_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(c.dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
      chmodSync(file, 0o600);
    } catch (e) {
      // Another process of the install wrote it first: read theirs.
      if (!(e instanceof Error && 'code' in e && e.code === 'EEXIST')) throw e;
    }
  }
  return new SecretBox(parseKey(readFileSync(file, 'utf8')), previous);
}
