import { MARKETS, parseAmount } from '@candor/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { fundingOf, publishAd, u } from './c2c.testkit.js';
import { activeMerchant, kycUser } from '../../test/c2c.js';

type Me = { status: string | null; id: number | null; bond: string; bond_required: string; kyc_advanced: boolean };
type Ad = { id: number; price: string | null; side: string; user_side: string; available: string; merchant: { nickname: string }; payment_methods: { id: number }[] };

let t: TestApp;
let root: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  root = await superadmin(t);
});
afterEach(async () => {
  expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  await t.close();
});

describe('merchants: apply, compliance approves, the bond locked through the ledger', { timeout: 120_000 }, () => {
  it('needs advanced KYC; compliance decides; the bond locks and unlocks in the funding account', async () => {
    const basic = await kycUser(t.app, 'basic');
    expectError(await call(t.app, 'POST', 'ctc/merchant/apply', { nickname: 'Basic Bob' }, { token: basic.token }), 403, 8706, 'Becoming a merchant needs advanced identity verification.');
    const ann = await kycUser(t.app, 'advanced', { USDT: '1500' });
    expectError(await call(t.app, 'POST', 'ctc/merchant/apply', { nickname: 'x' }, { token: ann.token }), 422, 8721, 'The nickname must be 2 to 30 characters.');
    const applied = dataOf(await call<Me>(t.app, 'POST', 'ctc/merchant/apply', { nickname: 'Ann Trades' }, { token: ann.token }));
    expect(applied).toMatchObject({ status: 'pending', bond_required: '1000', bond: '0', kyc_advanced: true });
    expectError(await call(t.app, 'POST', 'ctc/merchant/apply', { nickname: 'Ann Again' }, { token: ann.token }), 409, 8719, 'You have already applied to be a merchant.');
    expectError(await call(t.app, 'POST', 'ctc/merchant/bond', {}, { token: ann.token }), 409, 8723, 'Your merchant application is not approved.');

    const compliance = await adminOfRole(t, root, 'compliance');
    const support = await adminOfRole(t, root, 'support');
    const id = applied.id ?? 0;
    expectError(await call(t.app, 'POST', `admin/c2c/merchants/${id}/approve`, {}, { token: support.token }), 403, 9003, 'Your admin role does not allow this.');
    const pending = dataOf(await call<{ items: { id: number; status: string }[] }>(t.app, 'GET', 'admin/c2c/merchants?status=pending', undefined, { token: compliance.token }));
    expect(pending.items.map((m) => m.id)).toEqual([id]);
    expect(dataOf(await call<{ status: string }>(t.app, 'POST', `admin/c2c/merchants/${id}/approve`, {}, { token: compliance.token })).status).toBe('approved');
    expectError(await call(t.app, 'POST', `admin/c2c/merchants/${id}/approve`, {}, { token: compliance.token }), 409, 8724, 'This application is not waiting for a decision.');

    expect(dataOf(await call<Me>(t.app, 'POST', 'ctc/merchant/bond', {}, { token: ann.token }))).toMatchObject({ status: 'active', bond: '1000' });
    expect(await fundingOf(t.app, ann.id)).toEqual({ available: u('500'), locked: u('1000') });
    const bonds = dataOf(await call<{ total: string; items: unknown[] }>(t.app, 'GET', 'admin/c2c/bonds', undefined, { token: compliance.token }));
    expect(bonds).toMatchObject({ total: '1000', items: [{ id, bond: '1000' }] });
    const entry = await t.app.platform.db.selectFrom('ledger_entries').select(['reason', 'actor_type', 'actor_id']).where('ref', 'like', `c2c:bond:${id}:%`).execute();
    expect(entry).toEqual([{ reason: 'c2c_bond Ann Trades', actor_type: 'user', actor_id: ann.id }]);

    expect(dataOf(await call<Me>(t.app, 'POST', 'ctc/merchant/quit', {}, { token: ann.token }))).toMatchObject({ status: 'quit', bond: '0' });
    expect(await fundingOf(t.app, ann.id)).toEqual({ available: u('1500'), locked: 0n });
  });

  it('refuses an application with a reason; a suspended merchant\'s ads go offline', async () => {
    const compliance = await adminOfRole(t, root, 'compliance');
    const bob = await kycUser(t.app, 'advanced');
    const id = dataOf(await call<Me>(t.app, 'POST', 'ctc/merchant/apply', { nickname: 'Bob' }, { token: bob.token })).id ?? 0;
    expectError(await call(t.app, 'POST', `admin/c2c/merchants/${id}/reject`, {}, { token: compliance.token }), 422, 8728, 'Please give a reason.');
    expect(dataOf(await call<{ status: string; reason: string }>(t.app, 'POST', `admin/c2c/merchants/${id}/reject`, { reason: 'Documents expired' }, { token: compliance.token }))).toMatchObject({ status: 'rejected', reason: 'Documents expired' });
    expect(dataOf(await call<Me>(t.app, 'GET', 'ctc/merchant/info', undefined, { token: bob.token }))).toMatchObject({ status: 'rejected' });

    const m = await activeMerchant(t.app, 'Sue');
    const adId = await publishAd(t.app, m);
    expect(dataOf(await call<{ total: number }>(t.app, 'GET', 'ctc/product/list?side=buy')).total).toBe(1);
    await call(t.app, 'POST', `admin/c2c/merchants/${m.merchantId}/suspend`, { reason: 'Complaints' }, { token: compliance.token });
    expect(dataOf(await call<{ total: number }>(t.app, 'GET', 'ctc/product/list?side=buy')).total).toBe(0);
    const buyer = await kycUser(t.app);
    expectError(await call(t.app, 'POST', 'ctc/order/add', { id: adId, amount: '20' }, { token: buyer.token }), 409, 8703, 'This ad is not available now.');
  });
});

describe('ads and the market', { timeout: 120_000 }, () => {
  it('lists the side the user takes, best price first; a float ad follows the feed and the published fiat rate', async () => {
    const btc = MARKETS.find((x) => x.symbol === 'BTC/USDT');
    await t.app.services.market.ingest([{ symbol: 'BTC/USDT', price: parseAmount('50000'), volume: 0n, time: t.clock.now(), source: 'test' }]);
    expect(btc).toBeDefined();
    const a = await activeMerchant(t.app, 'Alpha', { USDT: '5000', BTC: '2' });
    const b = await activeMerchant(t.app, 'Beta', { USDT: '5000' });
    await publishAd(t.app, a, { fixed_price: '1.02' });
    await publishAd(t.app, b, { fixed_price: '0.99' });
    await publishAd(t.app, a, { side: 'buy', fixed_price: '0.97' });
    await publishAd(t.app, b, { side: 'buy', fixed_price: '0.98' });
    const floatId = await publishAd(t.app, a, { coin: 'BTC', fiat: 'EUR', price_type: 'float', margin: '1.5', min_amount: '100', max_amount: '20000', available: '1' });

    const buys = dataOf(await call<{ items: Ad[] }>(t.app, 'GET', 'ctc/product/list?side=buy&coin=USDT&fiat=USD'));
    expect(buys.items.map((x) => [x.merchant.nickname, x.price, x.user_side])).toEqual([['Beta', '0.99', 'buy'], ['Alpha', '1.02', 'buy']]);
    const sells = dataOf(await call<{ items: Ad[] }>(t.app, 'GET', 'ctc/product/list?side=sell&coin=USDT'));
    expect(sells.items.map((x) => x.price)).toEqual(['0.98', '0.97']);
    // 50000 USDT x 0.92 EUR per USDT x 1.015 = 46690 EUR per BTC.
    expect(dataOf(await call<Ad>(t.app, 'GET', `ctc/product/info?id=${floatId}`)).price).toBe('46690.00');
    const buyer = await kycUser(t.app);
    const o = dataOf(await call<{ quantity: string; amount: string; price: string }>(t.app, 'POST', 'ctc/order/add', { id: floatId, amount: '466.90', payment_method_id: a.payMethodId }, { token: buyer.token }));
    expect(o).toMatchObject({ quantity: '0.01', amount: '466.90', price: '46690.00' });
    const all = dataOf(await call<{ coins: string[]; pay_kinds: { code: string }[]; payment_windows: number[] }>(t.app, 'GET', 'ctc/product/all'));
    expect(all.coins).toContain('BTC');
    expect(all.pay_kinds.map((k) => k.code)).toContain('bank_card');
    expect(all.payment_windows).toEqual([15, 30, 45, 60]);
  });

  it('checks an ad\'s fields and lets only its merchant change it', async () => {
    const m = await activeMerchant(t.app, 'Careful');
    const post = (body: Record<string, unknown>) => call<Ad>(t.app, 'POST', 'ctc/merchant/ads', body, { token: m.user.token });
    const base = { side: 'sell', coin: 'USDT', fiat: 'USD', fixed_price: '1', min_amount: '10', max_amount: '100', available: '100', payment_method_ids: String(m.payMethodId) };
    expectError(await post({ ...base, coin: 'DOGE' }), 422, 8727, 'The field coin is not valid.');
    expectError(await post({ ...base, max_amount: '5' }), 422, 8727, 'The field max_amount is not valid.');
    expectError(await post({ ...base, fixed_price: '1.001' }), 422, 8727, 'The field fixed_price is not valid.');
    expectError(await post({ ...base, payment_window: '20' }), 422, 8727, 'The field payment_window is not valid.');
    expectError(await post({ ...base, payment_method_ids: '' }), 422, 8714, 'Please choose a payment method.');
    const ad = dataOf(await post(base));
    expect(ad).toMatchObject({ side: 'sell', user_side: 'buy', price: '1.00', payment_methods: [{ id: m.payMethodId }] });
    const other = await activeMerchant(t.app, 'Other');
    expectError(await call(t.app, 'POST', `ctc/merchant/ads/${ad.id}`, { fixed_price: '2' }, { token: other.user.token }), 404, 8702, 'Ad not found.');
    expect(dataOf(await call<Ad>(t.app, 'POST', `ctc/merchant/ads/${ad.id}`, { fixed_price: '1.01', status: 'offline' }, { token: m.user.token }))).toMatchObject({ price: '1.01', status: 'offline' });
    expect(dataOf(await call<{ total: number }>(t.app, 'GET', 'ctc/merchant/ads', undefined, { token: m.user.token })).total).toBe(1);
    const notMerchant = await kycUser(t.app);
    expectError(await call(t.app, 'POST', 'ctc/merchant/ads', base, { token: notMerchant.token }), 404, 8718, 'Merchant not found.');
  });
});
