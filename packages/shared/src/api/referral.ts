import { z } from 'zod';
import { decimal, pageQuery, paged } from './common.js';
import { route } from './contract.js';

const tags = ['referral'];
const adminTags = ['admin'];

/** Where a referrer's commission comes from: the trading fees invitees pay (options charge no fee today). */
export const REFERRAL_SOURCES = ['spot', 'futures'] as const;

/** The published rate: a share of invitees' fees in basis points, from a day on (new days only). */
export const referralRate = z.object({ rate_bps: z.number(), rate: decimal.describe('percent, e.g. "20"'), effective_day: z.string(), next: z.object({ rate: decimal, effective_day: z.string() }).nullable() });
export type ReferralRate = z.output<typeof referralRate>;

/** user/invite and user/my_share: my code, link, counts, earnings and the published rate. */
export const referralShare = z.object({
  invite_code: z.string(), share_url: z.string(), poster_url: z.string(), invitees: z.number(),
  earned: z.array(z.object({ asset: z.string(), amount: decimal })), rate: referralRate,
});
export type ReferralShare = z.output<typeof referralShare>;

/** One invitee as the referrer sees them: the name masked. */
export const referralInvitee = z.object({ name: z.string(), joined_at: z.number(), status: z.enum(['registered', 'trading']) });
export type ReferralInvitee = z.output<typeof referralInvitee>;

/** One commission record (my_account_return): a day's share of one invitee's fees in one coin. */
export const referralCommission = z.object({
  day: z.string(), invitee: z.string(), asset: z.string(), fee: decimal, rate: decimal, amount: decimal, paid_at: z.number(),
});
export type ReferralCommission = z.output<typeof referralCommission>;

/** The leaderboard: top referrers by commission this month (in USDT and other coins counted apart: USDT only ranks). */
export const referralLeader = z.object({ rank: z.number(), name: z.string(), amount: decimal, invitees: z.number() });
export type ReferralLeader = z.output<typeof referralLeader>;

export const referralPayoutDay = z.object({ day: z.string(), rate: decimal, referrers: z.number(), entries: z.number(), paid_at: z.number(), totals: z.array(z.object({ asset: z.string(), amount: decimal })) });
export type ReferralPayoutDay = z.output<typeof referralPayoutDay>;

/** Referral: my link, poster, invitees, commissions, the leaderboard; the back office's rate and payouts. */
export const referralRoutes = {
  invite: route({
    method: 'GET', path: '/user/invite', aliases: [{ method: 'GET', path: '/user/my_share' }, { method: 'POST', path: '/user/invite' }], tags, access: 'user',
    summary: 'My invite code and link, invitee count, commissions earned and the published rate', response: referralShare,
  }),
  shareUrl: route({
    method: 'GET', path: '/get_share_url', tags, access: 'user', summary: 'My invite link', response: z.object({ url: z.string(), invite_code: z.string() }),
  }),
  poster: route({
    method: 'GET', path: '/user/my_poster', tags, access: 'user', summary: 'My poster (SVG image) with my invite link and its QR code', response: null,
  }),
  invitees: route({
    method: 'GET', path: '/my_invite_list', aliases: [{ method: 'POST', path: '/my_invite_list' }], tags, access: 'user',
    summary: 'My invitees (names masked), newest first', query: pageQuery, response: paged(referralInvitee),
  }),
  leaderboard: route({
    method: 'GET', path: '/invite_list', aliases: [{ method: 'POST', path: '/invite_list' }], tags, access: 'public',
    summary: 'Top 10 referrers by USDT commission this month (names masked)', response: z.object({ month: z.string(), items: z.array(referralLeader) }),
  }),
  commissions: route({
    method: 'GET', path: '/my_account_return', aliases: [{ method: 'POST', path: '/my_account_return' }], tags, access: 'user',
    summary: 'My commission records, newest first', query: pageQuery, response: paged(referralCommission),
  }),
  adminSettings: route({
    method: 'GET', path: '/admin/referral/settings', tags: adminTags, access: 'admin', summary: 'The published commission rate', response: referralRate,
  }),
  adminSetRate: route({
    method: 'POST', path: '/admin/referral/settings', tags: adminTags, access: 'admin',
    summary: 'Set the commission rate (percent of invitees\' fees) from tomorrow (UTC) on; days already begun keep their rate',
    body: z.object({ rate: z.string().max(12).optional() }), response: referralRate,
  }),
  adminPayouts: route({
    method: 'GET', path: '/admin/referral/payouts', tags: adminTags, access: 'admin', summary: 'Days paid, newest first, with totals',
    query: pageQuery, response: paged(referralPayoutDay),
  }),
} as const;
