import type { AdminStage } from '../../../api/types';

/** The steps of signing in to the back office. */
export type Step =
  | { kind: 'credentials' }
  /** The password was right; the account has TOTP: ask for the code. */
  | { kind: 'totp' }
  /** First sign-in: a session limited to enrolment; show the QR code and secret, ask for a code. */
  | { kind: 'enrol'; token: string }
  /** The password is a one-time one: choose a new one. */
  | { kind: 'password'; token: string }
  /** A full session: hand it to react-admin. */
  | { kind: 'done'; token: string };

/** Where a session of a stage goes next. */
export function stepAfter(stage: AdminStage, token: string): Step {
  switch (stage) {
    case 'totp_setup': return { kind: 'enrol', token };
    case 'password_change': return { kind: 'password', token };
    case 'full': return { kind: 'done', token };
  }
}

/** The minimum length of an admin password (the server checks it too). */
export const ADMIN_PASSWORD_MIN = 12;

/** The problem with a new password choice, checked before the server is asked, or null. */
export function passwordProblem(next: string, confirmation: string): string | null {
  if (next.length < ADMIN_PASSWORD_MIN) return `Use at least ${ADMIN_PASSWORD_MIN} characters.`;
  if (next !== confirmation) return 'The two passwords differ.';
  return null;
}

/** A TOTP code as typed: digits only, at most six. */
export const cleanCode = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);
