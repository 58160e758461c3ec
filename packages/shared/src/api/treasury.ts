import { z } from 'zod';
import { decimal, idParams, optionalText, pageQuery, paged } from './common.js';
import { route } from './contract.js';

const tags = ['admin'];

/** Where operators' recorded holdings can be put to work: the spot market maker and the swap counterparty. */
export const LIQUIDITY_TARGETS = ['market_maker', 'swap', 'loans'] as const;
export type LiquidityTarget = (typeof LIQUIDITY_TARGETS)[number];

/** A holding an operator recorded: money the platform holds outside (a bank or a wallet), credited from `external`. */
export const treasuryHolding = z.object({
  id: z.number(), asset: z.string(), amount: decimal, reference: z.string().describe('where it is held: an account, a wallet, a transaction'),
  note: z.string(), recorded_by: z.number().describe('admin id'), created_at: z.number(),
});
export type TreasuryHolding = z.output<typeof treasuryHolding>;

/** A request to move recorded holdings into the market maker or the swap account: two different admins. */
export const liquidityFunding = z.object({
  id: z.number(), target: z.enum(LIQUIDITY_TARGETS), asset: z.string(), amount: decimal, note: z.string(),
  status: z.enum(['pending', 'done', 'rejected']),
  proposed_by: z.number(), proposed_by_name: z.string().nullable(), decided_by: z.number().nullable(), decided_by_name: z.string().nullable(),
  created_at: z.number(), decided_at: z.number().nullable(),
});
export type LiquidityFunding = z.output<typeof liquidityFunding>;

/** Per asset (real money): recorded holdings not yet put to work, and what the market maker and the swap account hold. */
export const treasuryOverview = z.object({
  trial: z.boolean().describe('a trial install: the system funded the real liquidity from external at start (trial liquidity)'),
  assets: z.array(z.object({ asset: z.string(), holdings: decimal, market_maker: decimal, swap: decimal })),
  pending: z.array(liquidityFunding),
});
export type TreasuryOverview = z.output<typeof treasuryOverview>;

/** The body both treasury forms send: an asset, an amount and a note, with what each form adds. */
const moneyBody = <E extends z.ZodRawShape>(extra: E) => z.object({
  ...extra, asset: optionalText(20), amount: optionalText(40).describe('decimal string, e.g. 250000'), note: optionalText(500),
});

/** The platform's own money in production: holdings operators record, and the liquidity funded from them. */
export const treasuryRoutes = {
  overview: route({
    method: 'GET', path: '/admin/treasury', tags, access: 'admin', summary: 'Platform holdings and liquidity per asset, with the fundings awaiting a second admin',
    response: treasuryOverview,
  }),
  holdings: route({
    method: 'GET', path: '/admin/treasury/holdings', tags, access: 'admin', summary: 'Holdings recorded by operators, newest first',
    query: pageQuery, response: paged(treasuryHolding),
  }),
  recordHolding: route({
    method: 'POST', path: '/admin/treasury/holdings', tags, access: 'admin',
    summary: 'Record a holding: an audited ledger entry crediting platform holdings from external, with a reference and a note',
    body: moneyBody({ reference: optionalText(200) }), response: treasuryHolding,
  }),
  fundings: route({
    method: 'GET', path: '/admin/treasury/fundings', tags, access: 'admin', summary: 'Liquidity fundings, newest first',
    query: pageQuery, response: paged(liquidityFunding),
  }),
  propose: route({
    method: 'POST', path: '/admin/treasury/fundings', tags, access: 'admin',
    summary: 'Propose moving recorded holdings into the market maker or the swap account; a second admin approves',
    body: moneyBody({ target: optionalText(20).describe('market_maker, swap or loans') }),
    response: liquidityFunding,
  }),
  approve: route({
    method: 'POST', path: '/admin/treasury/fundings/:id/approve', tags, access: 'admin',
    summary: 'Second approval by another admin: the holdings move in one ledger entry', params: idParams, response: liquidityFunding,
  }),
  reject: route({
    method: 'POST', path: '/admin/treasury/fundings/:id/reject', tags, access: 'admin', summary: 'Refuse a pending funding (nothing moves)',
    params: idParams, response: liquidityFunding,
  }),
} as const;
