import { describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { createSharedTestApps, createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { commissionOf, feesByPayer, maskName } from './referral.math.js';
import { a, DAY, deposit, fundFutures, fundingOf, futuresOpen, referrerWith, spotTrade } from './referral.testkit.js';

const NOV22 = '2026-11-22';

async function recordFees(t: TestApp) {
  const { referrer, invitees } = await referrerWith(registerUser, t.app, 2);
  const [inv, inv2] = invitees;
  if (!inv || !inv2) throw new Error('no invitees');
  const { referrer: other } = await referrerWith(registerUser, t.app, 0);
  await deposit(t.app, inv.id, 'USDT', a('20000'));
  await deposit(t.app, other.id, 'BTC', a('1'));
  await deposit(t.app, other.id, 'USDT', a('100'));
  await deposit(t.app, inv2.id, 'USDT', a('1'));
  // the invitee buys 0.1 BTC from a stranger: the invitee pays 0.00010001 BTC, the stranger 10.00000001 USDT
  await spotTrade(t.app, { buyer: inv.id, seller: other.id, base: a('0.1'), quote: a('10000'), buyerFee: a('0.00010001'), sellerFee: a('10.00000001') });
  // the invitee sells 0.05 BTC back: the invitee pays 3.33333333 USDT, the stranger no fee
  await spotTrade(t.app, { buyer: other.id, seller: inv.id, base: a('0.05'), quote: a('50'), buyerFee: 0n, sellerFee: a('3.33333333') });
  await fundFutures(t.app, inv.id, a('100'));
  await futuresOpen(t.app, inv.id, a('50'), a('1.66666667'));
  // the second invitee's fee is 4 atoms: 20 % of it is 0.8 atom, rounded down to nothing
  await spotTrade(t.app, { buyer: other.id, seller: inv2.id, base: 0n, quote: a('0.0001'), buyerFee: 0n, sellerFee: 4n });
  return { referrer, inv, inv2, other };
}

describe('referral commissions from recorded fees', () => {
  it('pays 20 % of each invitee\'s day of fees, floored per invitee and coin; strangers\' fees pay nobody', async () => {
    const t = await createTestApp();
    try {
      const { referrer, inv, inv2 } = await recordFees(t);
      const feesBefore = await t.app.services.ledger.balance({ ownerId: 0, asset: 'USDT', kind: 'fees', mode: 'real' });
      t.clock.advance(12 * 3_600_000 + 30 * 60_000); // 2026-11-23 00:30
      const outcomes = await t.app.platform.jobs.runDue('referral.daily');
      expect(outcomes.map((o) => [o.status, o.result])).toEqual([['done', '1 days paid, 2 commission entries']]);
      // USDT: 3.33333333 + 1.66666667 = 5 -> 1; BTC: 10001 atoms x 0.2 = 2000.2 -> 2000 atoms
      expect(await fundingOf(t.app, referrer.id, 'USDT')).toBe(a('1'));
      expect(await fundingOf(t.app, referrer.id, 'BTC')).toBe(2000n);
      expect((await t.app.services.ledger.balance({ ownerId: 0, asset: 'USDT', kind: 'fees', mode: 'real' })).available).toBe(feesBefore.available - a('1'));
      const rows = await t.app.platform.db.selectFrom('referral_commissions').select(['invitee_id', 'asset', 'fee_atoms', 'amount_atoms']).orderBy('id').execute();
      expect(rows.map((r) => [Number(r.invitee_id), r.asset, BigInt(r.fee_atoms), BigInt(r.amount_atoms)])).toEqual([
        [inv.id, 'BTC', 10001n, 2000n], [inv.id, 'USDT', a('5'), a('1')], [inv2.id, 'USDT', 4n, 0n],
      ]);
      // the same day again, in the same process or after a restart: nothing more
      expect(await t.app.services.referral.payDay(NOV22)).toBeNull();
      expect(await t.app.services.referral.payDue(t.clock.now())).toBe('0 days paid, 0 commission entries');
      const records = await call<{ total: number; items: { day: string; asset: string; fee: string; rate: string; amount: string; invitee: string }[] }>(t.app, 'GET', 'my_account_return', undefined, { token: referrer.token });
      expect(records.body.type).toBe('ok');
      expect(records.body.data?.total).toBe(3);
      expect(records.body.data?.items.find((i) => i.asset === 'USDT' && i.fee === '5')).toMatchObject({ day: NOV22, rate: '20', amount: '1' });
      expect(records.body.data?.items.every((i) => i.invitee.includes('***'))).toBe(true);
      expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
    } finally { await t.close(); }
  });

  it('catches up the days missed while the server was down, each once; a rate change applies from the next day', async () => {
    const t = await createTestApp();
    try {
      const { referrer, inv } = await recordFees(t);
      await t.app.services.referral.setRate(1, '10');
      expect((await t.app.services.referral.rate())).toMatchObject({ rate: '20', next: { rate: '10', effective_day: '2026-11-23' } });
      t.clock.advance(DAY); // 2026-11-23 12:00: a fee at the new rate
      await futuresOpen(t.app, inv.id, a('10'), a('2'));
      t.clock.advance(3 * DAY); // down until 2026-11-26 12:00
      expect((await t.app.platform.jobs.runDue('referral.daily')).map((o) => o.result)).toEqual(['2 days paid, 3 commission entries']);
      expect(await fundingOf(t.app, referrer.id, 'USDT')).toBe(a('1') + a('0.2'));
      const days = await t.app.platform.db.selectFrom('referral_days').select(['day', 'rate_bps']).orderBy('day').execute();
      // days without a referred payer write nothing
      expect(days).toEqual([{ day: '2026-11-22', rate_bps: 2000 }, { day: '2026-11-23', rate_bps: 1000 }]);
    } finally { await t.close(); }
  });

  it('two processes paying the same day pay it once', async () => {
    const shared = await createSharedTestApps(2);
    const [one, two] = shared.apps;
    if (!one || !two) throw new Error('two apps');
    try {
      const { referrer } = await recordFees({ app: one, clock: shared.clock } as unknown as TestApp);
      shared.clock.advance(DAY);
      // at once on PostgreSQL; one after the other on a SQLite file (one writer at a time; not how nodes are run)
      const runs = [() => one.services.referral.payDay(NOV22), () => two.services.referral.payDay(NOV22)];
      const results = dialectUnderTest === 'postgres' ? await Promise.all(runs.map((r) => r())) : [await runs[0]?.(), await runs[1]?.()];
      expect(results.filter((r) => r === null)).toHaveLength(1);
      const jobs = [await one.platform.jobs.runDue('referral.daily'), await two.platform.jobs.runDue('referral.daily')];
      expect(jobs.flat().map((o) => o.result)).toEqual(['0 days paid, 0 commission entries']);
      expect(await fundingOf(one, referrer.id, 'USDT')).toBe(a('1'));
      const entries = await one.platform.db.selectFrom('ledger_entries').select('id').where('reason', 'like', 'referral_commission%').execute();
      expect(entries).toHaveLength(2);
    } finally { await shared.close(); }
  });
});

describe('referral arithmetic and masking (pure)', () => {
  it('floors the commission to the atom', () => {
    expect(commissionOf(10001n, 2000)).toBe(2000n);
    expect(commissionOf(4n, 2000)).toBe(0n);
    expect(commissionOf(a('5'), 2000)).toBe(a('1'));
    expect(commissionOf(a('1'), 0)).toBe(0n);
  });
  it('gives a spot fee to the side that receives the coin', () => {
    const m = feesByPayer([
      { entryId: 1, ownerId: 7, kind: 'funding', asset: 'USDT', amount: -100n },
      { entryId: 1, ownerId: 8, kind: 'funding', asset: 'USDT', amount: 99n },
      { entryId: 1, ownerId: 0, kind: 'fees', asset: 'USDT', amount: 1n },
    ]);
    expect([...m.entries()]).toEqual([['8|USDT', 1n]]);
  });
  it('masks names', () => {
    expect(maskName({ id: 5, username: null, email: 'alice@example.com', phone: null })).toBe('al***@example.com');
    expect(maskName({ id: 5, username: null, email: null, phone: '13800138000' })).toBe('138****00');
    expect(maskName({ id: 42, username: null, email: null, phone: null })).toBe('user***42');
  });
});
