import { z } from 'zod';
import { optionalText, pageQuery, paged } from './common.js';
import { route } from './contract.js';

const tags = ['admin'];
const flagField = optionalText(5).describe('1 on, 0 off');

/** A wallet coin with its settings and deposit addresses, as the back office edits it (id is the asset). */
export const coinAdmin = z.object({
  id: z.string().describe('the asset, for react-admin'), asset: z.string(), currency_id: z.number(), name: z.string(), decimals: z.number(),
  display_decimals: z.number().describe('places an amount shows on screen, truncated (BTC 8, ETH 6, stablecoins 2)'),
  deposit_enabled: z.boolean(), withdraw_enabled: z.boolean(), min_deposit: z.string(),
  deposit_step: z.string().describe('a deposit is a multiple of this (1 = whole numbers)'), min_withdraw: z.string(),
  withdraw_fee_bps: z.number().describe('300 = 3 %'), review_threshold: z.string().describe('two admins approve at or above it'),
  networks: z.array(z.object({ network: z.string(), deposit_address: z.string().nullable(), sample: z.boolean() })),
});
export type CoinAdmin = z.output<typeof coinAdmin>;
export type CoinAdminNetwork = CoinAdmin['networks'][number];

/** The fields of a coin settings change: only those sent change (amounts as decimal strings, switches 1 / 0). */
export const coinPatchBody = z.object({
  deposit_enabled: flagField, withdraw_enabled: flagField, min_deposit: optionalText(60),
  deposit_step: optionalText(60).describe('positive, at most a million coins'), min_withdraw: optionalText(60),
  withdraw_fee_bps: optionalText(10).describe('basis points, 300 = 3 %, at most 5000'), review_threshold: optionalText(60),
});
export type CoinPatchFields = z.output<typeof coinPatchBody>;

const asset = z.string().max(20);

/** The back office's coin settings (finance, operator): switches, minimums, fee, threshold, addresses; every call is audited. */
export const coinsRoutes = {
  list: route({
    method: 'GET', path: '/admin/coins', tags, access: 'admin', summary: 'Every wallet coin with its settings and deposit addresses',
    query: pageQuery, response: paged(coinAdmin),
  }),
  update: route({
    method: 'POST', path: '/admin/coins/:asset', tags, access: 'admin',
    summary: "Change a coin's settings; only the fields sent change (amounts as decimal strings)",
    params: z.object({ asset }), body: coinPatchBody, response: coinAdmin,
  }),
  setAddress: route({
    method: 'POST', path: '/admin/coins/:asset/networks/:network', tags, access: 'admin',
    summary: "Set a network's deposit address (checked for the network), or clear it with an empty address",
    params: z.object({ asset, network: z.string().max(20) }), body: z.object({ address: optionalText(200) }), response: coinAdmin,
  }),
} as const;
