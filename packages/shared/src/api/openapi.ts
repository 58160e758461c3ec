import { z } from 'zod';
import { checkbox, idParams, none, pageQuery, paged, wholeNumber } from './common.js';
import { route } from './contract.js';

const tags = ['openapi'];
const adminTags = ['admin'];
const field = (max: number) => z.string().max(max).optional();

/** What a key may do: read is always on; spot and futures trading are chosen; withdrawing is never possible. */
export const API_KEY_PERMISSIONS = ['read', 'spot', 'futures'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];
export const API_KEY_STATUSES = ['active', 'paused', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];
/** Which money a key trades: a key made in demo mode trades the demo accounts only. */
export const API_KEY_MODES = ['real', 'demo'] as const;
/** Keys a user may hold (revoked ones not counted), and IP addresses per key. */
export const API_KEY_MAX = 20;
export const API_KEY_MAX_IPS = 20;
/** Requests' weight a key may spend per minute (Binance's X-MBX-USED-WEIGHT-1M counts it). */
export const API_KEY_WEIGHT_PER_MINUTE = 1200;
/** Orders a key may place per 10 seconds (X-MBX-ORDER-COUNT-10S). */
export const API_KEY_ORDERS_PER_10S = 50;

/** An API key as its owner sees it: the secret is never shown again after creation. */
export const apiKey = z.object({
  id: z.number(), label: z.string(), api_key: z.string().describe('the X-MBX-APIKEY value'),
  permissions: z.array(z.enum(API_KEY_PERMISSIONS)), mode: z.enum(API_KEY_MODES),
  ip_allow: z.array(z.string()).describe('IP addresses the key is accepted from; empty: any'),
  status: z.enum(API_KEY_STATUSES), created_at: z.number(), last_used_at: z.number().nullable(),
});
export type ApiKey = z.output<typeof apiKey>;

/** The answer of creating a key: the secret, shown this once. */
export const apiKeyCreated = z.object({ key: apiKey, secret: z.string().describe('HMAC-SHA256 secret: shown only now') });
export type ApiKeyCreated = z.output<typeof apiKeyCreated>;

export const adminApiKey = apiKey.extend({
  user_id: z.number(), user: z.string().nullable(), revoked_by: z.number().nullable(), revoked_at: z.number().nullable(),
});
export type AdminApiKey = z.output<typeof adminApiKey>;

/** API keys for the Binance-compatible API under /binance: the user's management page and the back office. */
export const openapiRoutes = {
  keys: route({
    method: 'GET', path: '/apikey/list', tags, access: 'user', summary: 'Your API keys (revoked ones included), newest first',
    response: z.array(apiKey),
  }),
  create: route({
    method: 'POST', path: '/apikey/create', tags, access: 'user',
    summary: 'Create an API key (fund password, and the two-factor code when on); the secret is answered once. '
      + 'A key made in demo mode (X-Demo: 1) trades the demo accounts',
    body: z.object({
      label: field(40).describe('1 to 40 characters'),
      spot: checkbox.describe('may trade spot'), futures: checkbox.describe('may trade USD-M perpetuals'),
      ip_allow: field(1000).describe('IP addresses separated by commas or spaces; empty: any'),
      pay_password: field(20).describe('the 6-digit fund password'),
      totp: field(20).describe('with two-factor on: the authenticator code or a recovery code'),
    }),
    response: apiKeyCreated,
  }),
  pause: route({
    method: 'POST', path: '/apikey/:id/pause', tags, access: 'user', summary: 'Pause a key: its requests are refused until resumed',
    params: idParams, response: apiKey,
  }),
  resume: route({
    method: 'POST', path: '/apikey/:id/resume', tags, access: 'user', summary: 'Resume a paused key',
    params: idParams, response: apiKey,
  }),
  remove: route({
    method: 'POST', path: '/apikey/:id/delete', tags, access: 'user', summary: 'Delete a key for good (its open orders stay)',
    params: idParams, response: none,
  }),
  adminList: route({
    method: 'GET', path: '/admin/apikeys', tags: adminTags, access: 'admin', summary: 'API keys, newest first; user_id lists one user\'s',
    query: pageQuery.extend({ user_id: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional() }), response: paged(adminApiKey),
  }),
  adminRevoke: route({
    method: 'POST', path: '/admin/apikeys/:id/revoke', tags: adminTags, access: 'admin', summary: 'Revoke a key: refused from now on, for good',
    params: idParams, response: adminApiKey,
  }),
} as const;
