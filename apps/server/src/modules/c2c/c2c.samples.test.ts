import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kycUser } from '../../test/c2c.js';
import { call } from '../../test/client.js';
import { dataOf } from '../../test/admin.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { SAMPLE_DELAY_MS, SAMPLE_MERCHANTS, sampleMerchantsWanted } from './c2c.samples.js';
import { escrowOf, fundingOf, u } from './c2c.testkit.js';

type Ad = { id: number; side: string; fiat: string; merchant: { nickname: string }; payment_methods: { id: number }[]; terms: string };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  await t.close();
});

const market = async (side: 'buy' | 'sell', fiat: string) =>
  dataOf(await call<{ items: Ad[] }>(t.app, 'GET', `ctc/product/list?side=${side}&coin=USDT&fiat=${fiat}`)).items;

describe('sample merchants of a trial install', { timeout: 120_000 }, () => {
  it('never in production nor under the tests by themselves', () => {
    expect(sampleMerchantsWanted({ env: 'production', simParticipants: true })).toBe(false);
    expect(sampleMerchantsWanted({ env: 'development', simParticipants: false })).toBe(false);
    expect(sampleMerchantsWanted({ env: 'test', simParticipants: true })).toBe(false);
    expect(sampleMerchantsWanted({ env: 'development', simParticipants: true })).toBe(true);
    expect(t.app.services.c2c.samples.running).toBe(false);
  });

  it('are funded once through the ledger, labelled simulated, and release or pay after the delay through the order moves', async () => {
    const c2c = t.app.services.c2c;
    await c2c.samples.start();
    await c2c.samples.start();
    for (const fiat of ['USD', 'EUR']) {
      for (const side of ['buy', 'sell'] as const) {
        const ads = await market(side, fiat);
        expect(ads).toHaveLength(1);
        expect(ads[0]?.merchant.nickname).toMatch(/\(simulated\)$/);
        expect(ads[0]?.terms).toMatch(/^Simulated sample merchant/);
      }
    }
    const funding = await t.app.platform.db.selectFrom('ledger_entries').select('ref').where('ref', 'like', 'c2c:sample:fund:%').execute();
    expect(funding).toHaveLength(SAMPLE_MERCHANTS.length);
    const a = SAMPLE_MERCHANTS[0];
    expect(await fundingOf(t.app, a.owner)).toEqual({ available: u('20000'), locked: u('1000') });

    // The user buys from the sample merchant's sell ad, pays; the merchant releases once the delay passed.
    const user = await kycUser(t.app, 'basic', { USDT: '500' });
    const sell = (await market('buy', 'USD'))[0];
    const bought = await c2c.orders.add(user.id, { id: sell?.id ?? 0, amount: '100', payment_method_id: sell?.payment_methods[0]?.id }, undefined);
    const unpaid = await c2c.orders.add(user.id, { id: sell?.id ?? 0, amount: '20', payment_method_id: sell?.payment_methods[0]?.id }, undefined);
    await c2c.flow.pay(user.id, bought.id, undefined);
    expect(await c2c.samples.act()).toBe(0);
    t.clock.advance(SAMPLE_DELAY_MS);
    expect(await c2c.samples.act()).toBe(1);
    expect(await c2c.samples.act()).toBe(0);
    expect((await c2c.orders.info(user.id, bought.id)).status).toBe(3);
    // An order the user has not paid is never released by the sample merchant.
    expect((await c2c.orders.info(user.id, unpaid.id)).status).toBe(1);
    await c2c.flow.cancel(user.id, unpaid.id);
    expect(await fundingOf(t.app, user.id)).toEqual({ available: u('600'), locked: 0n });

    // The user sells to the sample merchant's buy ad; it marks paid after the delay; the user releases.
    const buy = (await market('sell', 'USD'))[0];
    const sold = await c2c.orders.add(user.id, { id: buy?.id ?? 0, quantity: '50', pay_type: 'bank_card', pay_account: '4000111122223333', pay_holder: 'Test User', pay_bank: 'Any Bank' }, undefined);
    expect(await escrowOf(t.app)).toBe(u('50'));
    t.clock.advance(SAMPLE_DELAY_MS);
    const run = await t.app.platform.jobs.runDue();
    expect(run.map((r) => r.job)).toContain('c2c.deadline');
    expect((await c2c.orders.info(user.id, sold.id)).status).toBe(2);
    await c2c.flow.release(user.id, sold.id);
    expect(await fundingOf(t.app, user.id)).toEqual({ available: u('550'), locked: 0n });
    expect(await escrowOf(t.app)).toBe(0n);
    const actors = await t.app.platform.db.selectFrom('ledger_entries').select(['reason', 'actor_id']).where('ref', '=', `c2c:${bought.id}:settle`).execute();
    expect(actors.map((x) => x.actor_id)).toEqual([a.owner]);
  });
});
