import { marketBySymbol, parseAmount as p } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount } from '../ledger/index.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { MarketMaker } from '../spot/index.js';
import { fund, plainUser } from '../spot/spot.testkit.js';
import { exchange, feedPrices, getQuote, refusal } from '../swap/swap.testkit.js';

/** A user with a session, made without codes (a production install has no dev outbox). */
async function signedInUser(t: TestApp, name: string): Promise<{ id: number; token: string }> {
  const id = await plainUser(t.app, name);
  return { id, token: (await t.app.services.users.sessions.create(id, '127.0.0.1')).token };
}

type Funding = { id: number; status: string; target: string; asset: string; amount: string; proposed_by_name: string | null; decided_by_name: string | null };
type Overview = { trial: boolean; assets: { asset: string; holdings: string; market_maker: string; swap: string }[]; pending: Funding[] };

describe('platform money in production: empty at start, funded by operators from recorded holdings with two admins', () => {
  let t: TestApp;
  let first: SignedIn;
  let second: SignedIn;
  const balance = async (asset: string, kind: 'holdings' | 'market_maker' | 'swap' | 'external') =>
    (await t.app.services.ledger.balance(platformAccount(asset, kind, 'real'))).available;

  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', DEV_OUTBOX: '0' });
    await t.app.start();
    first = await superadmin(t);
    second = await adminOfRole(t, first, 'finance');
  });
  afterAll(async () => { await t.close(); });

  it('starts with no real market maker or swap liquidity; demo liquidity stays system-funded', async () => {
    expect(await balance('USDT', 'market_maker')).toBe(0n);
    expect(await balance('BTC', 'swap')).toBe(0n);
    expect(await balance('USDT', 'external')).toBe(0n);
    expect((await t.app.services.ledger.balance(platformAccount('USDT', 'market_maker', 'demo'))).available > 0n).toBe(true);
    const overview = dataOf(await call<Overview>(t.app, 'GET', 'admin/treasury', undefined, { token: first.token }));
    expect(overview.trial).toBe(false);
    expect(overview.assets.find((a) => a.asset === 'USDT')).toEqual({ asset: 'USDT', holdings: '0', market_maker: '0', swap: '0' });
  });

  it('an empty market maker quotes nothing, and an empty swap answers a clear refusal, never a 5xx', async () => {
    const { spot, ledger } = t.app.services;
    const maker = new MarketMaker(spot, ledger, t.app.log);
    const btc = marketBySymbol('BTC/USDT');
    if (!btc) throw new Error('no market');
    await maker.requote(btc, 'real', p('96000'));
    expect(spot.book('BTC/USDT', 'real').engine.size).toBe(0);

    const user = await signedInUser(t, 'swapper');
    await fund(t.app, user.id, 'USDT', '1000');
    await feedPrices(t.app, t.clock.now(), { BTC: '96000' });
    const quote = await getQuote(t.app, user, { from: 'USDT', to: 'BTC', amount: '100' });
    expect(refusal(quote)).toBe(6412);
    expect(quote.body.message).toBe('Not enough BTC is available for this swap right now. Please try a smaller amount.');
    const zh = await exchange(t.app, { token: user.token }, { from: 'USDT', to: 'BTC', amount: '100', quote_id: 'x'.repeat(32) });
    expect(zh.status).toBeLessThan(500);
  });

  it('records a holding from external with a reference, audited', async () => {
    expectError(await call(t.app, 'POST', 'admin/treasury/holdings', { asset: 'USDT', amount: '100' }, { token: first.token }), 422, 6703,
      'Enter where the holding is kept (an account, a wallet or a transaction).');
    expectError(await call(t.app, 'POST', 'admin/treasury/holdings', { asset: 'DOGEX', amount: '1', reference: 'x' }, { token: first.token }), 422, 6701,
      'This asset has no market or swap to fund.');
    expectError(await call(t.app, 'POST', 'admin/treasury/holdings', { asset: 'USDT', amount: '-1', reference: 'x' }, { token: first.token, lang: 'de' }), 422, 6702,
      'Gib einen Betrag größer als null ein.');
    const h = dataOf(await call<{ id: number; amount: string }>(t.app, 'POST', 'admin/treasury/holdings',
      { asset: 'usdt', amount: '250000', reference: 'Bank ACME ****1234', note: 'Opening float' }, { token: first.token }));
    expect(h.amount).toBe('250000');
    expect(await balance('USDT', 'holdings')).toBe(p('250000'));
    // The outside world also paid the 1,000 USDT the swapper was funded with above.
    expect(await balance('USDT', 'external')).toBe(-p('251000'));
    const audit = await t.app.platform.db.selectFrom('audit_log').selectAll().where('action', '=', 'treasury.record_holding').execute();
    expect(audit).toHaveLength(1);
  });

  it('moves holdings into the market maker only with a second, different admin', async () => {
    expectError(await call(t.app, 'POST', 'admin/treasury/fundings', { target: 'market_maker', asset: 'USDT', amount: '300000' }, { token: first.token }), 409, 6705,
      'The recorded holdings of USDT do not cover this amount.');
    const proposed = dataOf(await call<Funding>(t.app, 'POST', 'admin/treasury/fundings', { target: 'market_maker', asset: 'USDT', amount: '200000', note: 'BTC book' }, { token: first.token }));
    expect(proposed).toMatchObject({ status: 'pending', proposed_by_name: 'admin' });
    expect(await balance('USDT', 'market_maker')).toBe(0n);
    expectError(await call(t.app, 'POST', `admin/treasury/fundings/${proposed.id}/approve`, undefined, { token: first.token }), 403, 6708,
      'A second, different admin must approve this funding.');
    expect(await balance('USDT', 'market_maker')).toBe(0n);
    const approved = dataOf(await call<Funding>(t.app, 'POST', `admin/treasury/fundings/${proposed.id}/approve`, undefined, { token: second.token }));
    expect(approved).toMatchObject({ status: 'done', decided_by_name: 'staff_finance' });
    expect(await balance('USDT', 'market_maker')).toBe(p('200000'));
    expect(await balance('USDT', 'holdings')).toBe(p('50000'));
    expectError(await call(t.app, 'POST', `admin/treasury/fundings/${proposed.id}/approve`, undefined, { token: second.token }), 409, 6707,
      'This funding was already decided.');
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  });

  it('a rejected funding moves nothing; holdings spent meanwhile stop an approval', async () => {
    const a = dataOf(await call<Funding>(t.app, 'POST', 'admin/treasury/fundings', { target: 'swap', asset: 'USDT', amount: '40000' }, { token: first.token }));
    const b = dataOf(await call<Funding>(t.app, 'POST', 'admin/treasury/fundings', { target: 'swap', asset: 'USDT', amount: '40000' }, { token: second.token }));
    const overview = dataOf(await call<Overview>(t.app, 'GET', 'admin/treasury', undefined, { token: first.token }));
    expect(overview.pending.map((f) => f.id).sort()).toEqual([a.id, b.id].sort());
    expect(dataOf(await call<Funding>(t.app, 'POST', `admin/treasury/fundings/${a.id}/approve`, undefined, { token: second.token })).status).toBe('done');
    expectError(await call(t.app, 'POST', `admin/treasury/fundings/${b.id}/approve`, undefined, { token: first.token }), 409, 6705,
      'The recorded holdings of USDT do not cover this amount.');
    expect(dataOf(await call<Funding>(t.app, 'POST', `admin/treasury/fundings/${b.id}/reject`, undefined, { token: first.token })).status).toBe('rejected');
    expect(await balance('USDT', 'swap')).toBe(p('40000'));
    expect(await balance('USDT', 'holdings')).toBe(p('10000'));
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  });

  it('is for finance (and the superadmin) only, and not for users', async () => {
    const support = await adminOfRole(t, first, 'support', 'staff_support');
    expect((await call(t.app, 'GET', 'admin/treasury', undefined, { token: support.token })).status).toBe(403);
    const user = await signedInUser(t, 'plain');
    expect((await call(t.app, 'GET', 'admin/treasury', undefined, { token: user.token })).status).toBe(401);
  });
});

describe('a trial install keeps its system-funded liquidity, named as trial liquidity', () => {
  it('funds the market maker and swap from external at start and says so on the liabilities report', async () => {
    const t = await createTestApp();
    try {
      await t.app.start();
      expect((await t.app.services.ledger.balance(platformAccount('USDT', 'market_maker', 'real'))).available > 0n).toBe(true);
      expect((await t.app.services.ledger.balance(platformAccount('BTC', 'swap', 'real'))).available > 0n).toBe(true);
      const admin = await superadmin(t);
      const report = dataOf(await call<{ trial_liquidity: boolean }>(t.app, 'GET', 'admin/liabilities', undefined, { token: admin.token }));
      expect(report.trial_liquidity).toBe(true);
      expect(dataOf(await call<Overview>(t.app, 'GET', 'admin/treasury', undefined, { token: admin.token })).trial).toBe(true);
    } finally {
      await t.close();
    }
  });
});
