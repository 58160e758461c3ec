import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps expect it: SHA1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_S = 30;
const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted too (clock drift). */
const TOTP_WINDOW = 1;
const ISSUER = 'Candor';

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** A fresh 160-bit secret in base32, as RFC 4226 recommends. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/** The enrolment material: the secret to type, the URI, and the QR code as a PNG data URL made locally. */
export async function totpEnrolment(secret: string, label: string): Promise<{ secret: string; uri: string; qr: string }> {
  const uri = totpUri(secret, label);
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, uri, qr };
}

/** A code typed by a person: digits only once spaces are removed. */
export function normaliseTotp(code: string | undefined): string | null {
  const digits = (code ?? '').replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step the code belongs to when it is valid at `nowMs` (within one step either side), else null.
 * The caller stores the step and refuses any code of a step not after it, so a code works once.
 */
export function totpStep(secret: string, code: string | undefined, nowMs: number): number | null {
  const token = normaliseTotp(code);
  if (!token) return null;
  const delta = totpOf(secret, 'check').validate({ token, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_S) + delta;
}

/** The code of a secret at a time: for tests and tools, never sent by the server. */
export function totpCode(secret: string, nowMs: number): string {
  return totpOf(secret, 'code').generate({ timestamp: nowMs });
}
