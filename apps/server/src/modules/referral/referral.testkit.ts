import { parseAmount } from '@candor/shared';
import type { App } from '../../app.js';
import { platformAccount, userAccount, type PostingLine } from '../ledger/index.js';

/** Test-only helpers of the referral tests: users with a referrer, and fees recorded as spot and futures record them. */
export const DAY = 86_400_000;
export const a = (text: string): bigint => parseAmount(text, 8);
const SYSTEM = { type: 'system', id: 0 } as const;
let seq = 0;

export async function inviteCodeOf(app: App, id: number): Promise<string> {
  const r = await app.platform.db.selectFrom('users').select('invite_code').where('id', '=', id).executeTakeFirstOrThrow();
  return r.invite_code;
}

type Register = (app: App, over?: Record<string, string>) => Promise<{ id: number; token: string }>;

/** A referrer and `n` invitees registered (by the tests' `registerUser`) with the referrer's code. */
export async function referrerWith(registerUser: Register, app: App, n: number, over: Record<string, string> = {}) {
  const referrer = await registerUser(app, over);
  const code = await inviteCodeOf(app, referrer.id);
  const invitees = [];
  for (let i = 0; i < n; i += 1) invitees.push(await registerUser(app, { invite_code: code }));
  return { referrer, invitees };
}

async function post(app: App, reason: 'deposit' | 'spot_trade' | 'futures_open', lines: PostingLine[]): Promise<void> {
  seq += 1;
  const ledger = app.services.ledger;
  await ledger.transaction((tx) => ledger.post(tx, { actor: SYSTEM, reason, ref: `test:referral:${seq}`, lines }));
}

export const deposit = (app: App, userId: number, asset: string, amount: bigint) =>
  post(app, 'deposit', [{ account: platformAccount(asset, 'external', 'real'), amount: -amount }, { account: userAccount(userId, asset, 'funding', 'real'), amount }]);

/** A spot fill as spot.settle posts it: each side pays its fee in the coin it receives. */
export const spotTrade = (app: App, t: { buyer: number; seller: number; base: bigint; quote: bigint; buyerFee: bigint; sellerFee: bigint }) =>
  post(app, 'spot_trade', [
    { account: userAccount(t.buyer, 'USDT', 'funding', 'real'), amount: -t.quote },
    { account: userAccount(t.seller, 'USDT', 'funding', 'real'), amount: t.quote - t.sellerFee },
    { account: userAccount(t.seller, 'BTC', 'funding', 'real'), amount: -t.base },
    { account: userAccount(t.buyer, 'BTC', 'funding', 'real'), amount: t.base - t.buyerFee },
    { account: platformAccount('USDT', 'fees', 'real'), amount: t.sellerFee },
    { account: platformAccount('BTC', 'fees', 'real'), amount: t.buyerFee },
  ].filter((l) => l.amount !== 0n));

/** A futures market open as futures.money posts it: margin locked, the fee to the fee account. */
export const futuresOpen = (app: App, userId: number, margin: bigint, fee: bigint) =>
  post(app, 'futures_open', [
    { account: userAccount(userId, 'USDT', 'futures', 'real'), amount: -(margin + fee) },
    { account: userAccount(userId, 'USDT', 'futures', 'real'), amount: margin, bucket: 'locked' },
    { account: platformAccount('USDT', 'fees', 'real'), amount: fee },
  ]);

export const fundFutures = (app: App, userId: number, amount: bigint) =>
  post(app, 'deposit', [{ account: platformAccount('USDT', 'external', 'real'), amount: -amount }, { account: userAccount(userId, 'USDT', 'futures', 'real'), amount }]);

export const fundingOf = async (app: App, userId: number, asset: string): Promise<bigint> =>
  (await app.services.ledger.balance(userAccount(userId, asset, 'funding', 'real'))).available;
