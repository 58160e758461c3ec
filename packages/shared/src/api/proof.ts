import { z } from 'zod';
import { decimal } from './common.js';
import { route } from './contract.js';

const tags = ['proof'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayQuery = z.object({ day: z.string().regex(DAY, { message: 'invalid_request' }).optional().describe('YYYY-MM-DD (UTC); the latest when absent') });

const node = z.object({ hash: z.string(), sum: z.string().describe('atoms, whole number') });

/** One published root: the liabilities of one asset on one day. */
export const proofRoot = node.extend({ asset: z.string(), day: z.string(), leaves: z.number(), total: decimal, decimals: z.number(), created_at: z.number() });
export type ProofRoot = z.output<typeof proofRoot>;

/** A user's proof for one day (the proof.json the page downloads; packages/shared/src/proof/merkle.ts checks it). */
export const proofFile = z.object({
  version: z.number(), day: z.string(), user_id: z.number(),
  assets: z.array(z.object({
    asset: z.string(), decimals: z.number(),
    leaf: z.object({ salt: z.string(), balance: z.string(), hash: z.string() }),
    path: z.array(z.object({ side: z.enum(['left', 'right']), hash: z.string(), sum: z.string() })),
    root: node.extend({ leaves: z.number() }),
  })),
});

/** The back office's view of one asset: the published liabilities beside what the platform's own accounts hold. */
export const proofCoverage = z.object({
  asset: z.string(), day: z.string().nullable(), root: z.string().nullable(), leaves: z.number(),
  liabilities: decimal.describe('the published total of users\' balances at the snapshot'),
  users_now: decimal.describe('users\' real balances now (the ledger)'),
  holdings: decimal.describe('recorded holdings not yet put to work (treasury)'),
  platform: decimal.describe('every platform account of the asset (holdings, liquidity, fees, products)'),
  inflow: decimal.describe('net money received from outside: deposits and recorded holdings less withdrawals'),
  covered: z.boolean().describe('inflow at least the liabilities'),
});
export type ProofCoverage = z.output<typeof proofCoverage>;

/** Proof of liabilities: the published roots, a user's leaf and path, the back office's coverage. */
export const proofRoutes = {
  roots: route({
    method: 'GET', path: '/proof/roots', tags, access: 'public', summary: 'The published roots and totals per asset of a day (the latest by default)',
    query: dayQuery, response: z.object({ day: z.string().nullable(), days: z.array(z.string()), roots: z.array(proofRoot) }),
  }),
  mine: route({
    method: 'GET', path: '/proof/mine', tags, access: 'user', summary: 'Your leaf and path per asset for a day: check it against the published root',
    query: dayQuery, response: proofFile,
  }),
  adminOverview: route({
    method: 'GET', path: '/admin/proof', tags: ['admin'], access: 'admin', summary: 'Liabilities per asset beside the platform\'s holdings',
    query: dayQuery, response: z.object({ day: z.string().nullable(), assets: z.array(proofCoverage) }),
  }),
} as const;
