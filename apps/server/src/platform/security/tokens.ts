import { hash, randomBytes, randomInt } from 'node:crypto';

/** A session token of 256 random bits; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token, its SHA-256 in hex (the one-shot hash: no Hash object per request). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A 6-digit verification code from a cryptographic source. */
export function newNumericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short invitation code without look-alike characters. */
export function newInviteCode(length = 8): string {
  let out = '';
  for (let i = 0; i < length; i++) out += INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)];
  return out;
}

/** A one-time password that is easy to type and has over 100 bits of entropy. */
export function newOneTimePassword(): string {
  return randomBytes(15).toString('base64url');
}
