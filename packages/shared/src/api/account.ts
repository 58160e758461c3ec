import { z } from 'zod';
import { idField, idParams, none, optionalText } from './common.js';
import { route } from './contract.js';
import { sessionData } from './auth.js';

const tags = ['account'];

/** The state of the user's second factor (never the secret). */
export const twoFactorStatus = z.object({ enabled: z.boolean(), recovery_left: z.number().int() });
export type TwoFactorStatus = z.output<typeof twoFactorStatus>;

/** TOTP enrolment: the secret to type, the otpauth URI and its QR code (PNG data URL made by the server). */
export const twoFactorEnrolment = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });
export type TwoFactorEnrolment = z.output<typeof twoFactorEnrolment>;

export const codeBody = z.object({ code: optionalText(20).describe('a 6-digit authenticator code (disable: or a recovery code)') });

/** A live session as its owner sees it. */
export const sessionView = z.object({
  id: z.number().int(), ip: z.string(), device: z.string(), created_at: z.number().int(), last_seen_at: z.number().int(),
  expires_at: z.number().int(), current: z.boolean(),
});
export type SessionView = z.output<typeof sessionView>;

export const walletChain = optionalText(10).describe('erc (EIP-1193 wallet, EIP-4361 message) or trc (TronLink signMessageV2)');

export const walletNonce = z.object({ nonce: z.string(), message: z.string().describe('sign exactly this text'), expires_at: z.number().int() });
export type WalletNonce = z.output<typeof walletNonce>;

export const signedBody = z.object({
  chain: walletChain,
  message: optionalText(2000).describe('the message of wallet_login/nonce, as signed'),
  signature: optionalText(200).describe('0x + 130 hex (r, s, v)'),
});

export const boundWallet = z.object({ id: z.number().int(), chain: z.enum(['erc', 'trc']), address: z.string(), created_at: z.number().int() });
export type BoundWallet = z.output<typeof boundWallet>;

/** What the back office sees of a user's account security: second factor on or off, bound wallets, live sessions. */
export const accountSecurity = z.object({ totp_enabled: z.boolean(), wallets: z.array(boundWallet), live_sessions: z.number().int() });
export type AccountSecurity = z.output<typeof accountSecurity>;

/** Two-factor, sessions and wallets of the signed-in user; wallet login. */
export const accountRoutes = {
  twoFactor: route({ method: 'GET', path: '/user/2fa', tags, access: 'user', summary: 'Whether two-factor is on, and the recovery codes left', response: twoFactorStatus }),
  twoFactorSetup: route({
    method: 'POST', path: '/user/2fa/setup', tags, access: 'user', summary: 'Start turning on two-factor: a new secret with its QR code', response: twoFactorEnrolment,
  }),
  twoFactorEnable: route({
    method: 'POST', path: '/user/2fa/enable', tags, access: 'user', summary: 'Turn two-factor on with a first code; answers the recovery codes once',
    body: codeBody, response: z.object({ recovery_codes: z.array(z.string()) }),
  }),
  twoFactorDisable: route({
    method: 'POST', path: '/user/2fa/disable', tags, access: 'user', summary: 'Turn two-factor off with a code or a recovery code', body: codeBody, response: none,
  }),
  sessions: route({ method: 'GET', path: '/user/sessions', tags, access: 'user', summary: 'Your live sessions: device, address, last seen', response: z.array(sessionView) }),
  endSession: route({
    method: 'POST', path: '/user/sessions/end', tags, access: 'user', summary: 'End one of your sessions (at once, on every server)',
    body: z.object({ id: idField.optional() }), response: z.array(sessionView),
  }),
  walletNonce: route({
    method: 'POST', path: '/wallet_login/nonce', tags, access: 'public', summary: 'A single-use nonce (5 minutes) inside the message the wallet signs',
    body: z.object({ chain: walletChain, address: optionalText(64) }), response: walletNonce,
  }),
  walletLogin: route({
    method: 'POST', path: '/wallet_login/verify', tags, access: 'public', summary: 'Log in by a signed message; a new wallet creates an account',
    body: signedBody.extend({ totp: optionalText(20).describe('with two-factor on') }), response: sessionData,
  }),
  wallets: route({ method: 'GET', path: '/user/wallets', tags, access: 'user', summary: 'Wallets bound to your account', response: z.array(boundWallet) }),
  bindWallet: route({
    method: 'POST', path: '/user/wallets/bind', tags, access: 'user', summary: 'Bind a wallet by a signed message (nonce from wallet_login/nonce)',
    body: signedBody, response: z.array(boundWallet),
  }),
  unbindWallet: route({
    method: 'POST', path: '/user/wallets/unbind', tags, access: 'user', summary: 'Remove a bound wallet', body: z.object({ id: idField.optional() }), response: z.array(boundWallet),
  }),
  adminUserSecurity: route({
    method: 'GET', path: '/admin/users/:id/security', tags: ['admin'], access: 'admin',
    summary: "A user's second factor (on or off, never the secret), bound wallets and live sessions", params: idParams, response: accountSecurity,
  }),
} as const;
