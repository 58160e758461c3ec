import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../test/admin.js';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { image, postUpload } from '../uploads/uploads.testkit.js';
import { escrowOf, fundingOf, publishAd, u, type TestMerchant, type TestUser } from './c2c.testkit.js';
import { activeMerchant, kycUser } from '../../test/c2c.js';

type Order = { id: number; status: number; status_word: string; role: string; side: string; actions: string[]; amount: string; quantity: string; deadline: number; payment_info: string | null; cancel_reason: string | null; counterparty: string; merchant_nickname: string };

let t: TestApp;
let m: TestMerchant;
let buyer: TestUser;
let adId: number;
beforeEach(async () => {
  t = await createTestApp();
  m = await activeMerchant(t.app, 'Merchant One');
  adId = await publishAd(t.app, m);
  buyer = await kycUser(t.app);
});
afterEach(async () => {
  expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  await t.close();
});

const add = (body: Record<string, unknown>, token = buyer.token) => call<Order>(t.app, 'POST', 'ctc/order/add', body, { token });
const put = (what: 'cancel' | 'pay' | 'release' | 'appeal', body: Record<string, unknown>, token: string) => call<Order>(t.app, 'PUT', `ctc/order/${what}`, body, { token });
const info = (id: number, token: string) => call<Order>(t.app, 'GET', `ctc/order/info?id=${id}`, undefined, { token });

describe('an order on a sell ad: the merchant\'s coins in escrow at once, pay, release', { timeout: 120_000 }, () => {
  it('moves 1 -> 2 -> 3 with only the allowed side at each step, and the escrow to the buyer', async () => {
    const before = await fundingOf(t.app, m.user.id);
    const o = dataOf(await add({ id: adId, amount: '100', payment_method_id: m.payMethodId }));
    expect(o).toMatchObject({ status: 1, status_word: 'paying', role: 'buyer', side: 'buy', amount: '100.00', quantity: '100', actions: ['pay', 'cancel'], payment_info: '6222020000001234', merchant_nickname: 'Merchant One' });
    expect(o.deadline).toBe(t.clock.now() + 30 * 60_000);
    expect(await escrowOf(t.app)).toBe(u('100'));
    expect((await fundingOf(t.app, m.user.id)).available).toBe(before.available - u('100'));
    // The seller cannot pay or cancel; the buyer cannot release; nobody can appeal an unpaid order; a third user does not see it.
    expectError(await put('pay', { id: o.id }, m.user.token), 403, 8716, 'You are not allowed to take this action on this order.');
    expectError(await put('cancel', { id: o.id }, m.user.token), 403, 8716, 'You are not allowed to take this action on this order.');
    expectError(await put('release', { id: o.id }, buyer.token), 403, 8716, 'You are not allowed to take this action on this order.');
    expectError(await put('release', { id: o.id }, m.user.token), 409, 8717, 'This order cannot do that in its current state.');
    expectError(await put('appeal', { id: o.id, reason: 'x' }, buyer.token), 409, 8717, 'This order cannot do that in its current state.');
    const stranger = await kycUser(t.app);
    expectError(await info(o.id, stranger.token), 404, 8701, 'Order not found.');
    expectError(await put('cancel', { id: o.id }, stranger.token), 404, 8701, 'Order not found.');

    expect(dataOf(await put('pay', { id: o.id }, buyer.token))).toMatchObject({ status: 2, actions: ['appeal'] });
    expect(dataOf(await info(o.id, m.user.token))).toMatchObject({ status: 2, role: 'seller', actions: ['release', 'appeal'] });
    expectError(await put('cancel', { id: o.id }, buyer.token), 409, 8717, 'This order cannot do that in its current state.');
    expectError(await put('pay', { id: o.id }, buyer.token), 409, 8717, 'This order cannot do that in its current state.');
    expect(dataOf(await put('release', { id: o.id }, m.user.token))).toMatchObject({ status: 3, status_word: 'completed', actions: [] });
    expectError(await put('release', { id: o.id }, m.user.token), 409, 8717, 'This order cannot do that in its current state.');
    expect((await fundingOf(t.app, buyer.id)).available).toBe(u('100'));
    expect(await escrowOf(t.app)).toBe(0n);
    const card = dataOf(await call<{ completed_orders: number; completion_rate: string }>(t.app, 'GET', `ctc/merchant/card?id=${m.merchantId}`));
    expect(card).toMatchObject({ completed_orders: 1, completion_rate: '100' });
  });

  it('the buyer cancels an unpaid order: status 5, the escrow back to the seller and to the ad', async () => {
    const o = dataOf(await add({ id: adId, quantity: '50' }));
    expect(o.amount).toBe('50.00');
    expect(dataOf(await put('cancel', { id: o.id }, buyer.token))).toMatchObject({ status: 5, cancel_reason: 'user', actions: [] });
    expect(await escrowOf(t.app)).toBe(0n);
    expect((await fundingOf(t.app, m.user.id)).available).toBe(u('10000'));
    expect(dataOf(await call<{ available: string }>(t.app, 'GET', `ctc/product/info?id=${adId}`)).available).toBe('5000');
  });

  it('the deadline job cancels an unpaid order past its deadline, once, and pay after the deadline is refused', async () => {
    const o = dataOf(await add({ id: adId, amount: '20' }));
    t.clock.advance(30 * 60_000 - 1);
    expect(await t.app.services.c2c.expireDue()).toBe(0);
    t.clock.advance(2);
    expectError(await put('pay', { id: o.id }, buyer.token), 409, 8717, 'This order cannot do that in its current state.');
    await t.app.platform.jobs.runDue();
    expect(dataOf(await info(o.id, buyer.token))).toMatchObject({ status: 5, cancel_reason: 'deadline' });
    expect(await t.app.services.c2c.expireDue()).toBe(0);
    expect(await escrowOf(t.app)).toBe(0n);
  });

  it('appeals: either side after payment; support returns the escrow; decided once', async () => {
    const o = dataOf(await add({ id: adId, amount: '100' }));
    await put('pay', { id: o.id }, buyer.token);
    expectError(await put('appeal', { id: o.id }, m.user.token), 422, 8728, 'Please give a reason.');
    expect(dataOf(await put('appeal', { id: o.id, reason: 'No payment arrived' }, m.user.token))).toMatchObject({ status: 4, status_word: 'appeal', actions: [] });
    expectError(await put('release', { id: o.id }, m.user.token), 409, 8717, 'This order cannot do that in its current state.');
    const desk = t.app.services.c2c.desk;
    const first = await desk.decide({ id: 1, ip: '::1' }, o.id, 'return');
    expect(first).toMatchObject({ decided: true, order: { status: 5, cancel_reason: 'appeal' } });
    await expect(desk.decide({ id: 2, ip: '::1' }, o.id, 'release')).rejects.toMatchObject({ key: 'c2c_wrong_status' });
    expect((await fundingOf(t.app, m.user.id)).available).toBe(u('10000'));
    expect((await fundingOf(t.app, buyer.id)).available).toBe(0n);
  });

  it('needs KYC basic, refuses demo, refuses the merchant on their own ad, limits and bad input', async () => {
    const nobody = await kycUser(t.app);
    await t.app.platform.db.deleteFrom('kyc_submissions').where('user_id', '=', nobody.id).execute();
    expectError(await add({ id: adId, amount: '100' }, nobody.token), 403, 8705, 'C2C trading needs identity verification: please complete basic KYC first.');
    expectError(await call(t.app, 'POST', 'ctc/order/add', { id: adId, amount: '100' }, { token: buyer.token, demo: true }), 403, 1403, 'This Action is Restricted on Demo Account.');
    expectError(await call(t.app, 'GET', 'ctc/order/list', undefined, { token: buyer.token, demo: true }), 403, 1403, 'This Action is Restricted on Demo Account.');
    expectError(await add({ id: adId, amount: '100' }, m.user.token), 409, 8704, 'You cannot trade on your own ad.');
    expectError(await add({ id: adId, amount: '9.99' }), 422, 8710, 'Amount is less than the minimum amount.');
    expectError(await add({ id: adId, amount: '1000.01' }), 422, 8711, "The amount is above this ad's maximum per order.");
    expectError(await add({ id: adId }), 422, 8708, 'Please enter an amount.');
    expectError(await add({ id: adId, amount: 'abc' }), 422, 8709, 'The amount is not valid.');
    expectError(await add({ id: 9999, amount: '100' }), 404, 8702, 'Ad not found.');
    expect(await escrowOf(t.app)).toBe(0n);
  });

  it('an Idempotency-Key answers the same order once; a merchant short of coins is named', async () => {
    const key = { headers: { 'idempotency-key': 'c2c-order-1' } };
    const first = dataOf(await call<Order>(t.app, 'POST', 'ctc/order/add', { id: adId, amount: '40' }, { token: buyer.token, ...key }));
    const again = dataOf(await call<Order>(t.app, 'POST', 'ctc/order/add', { id: adId, amount: '40' }, { token: buyer.token, ...key }));
    expect(again.id).toBe(first.id);
    expect(await escrowOf(t.app)).toBe(u('40'));
    const poor = await activeMerchant(t.app, 'Poor', { USDT: '0' });
    const poorAd = await publishAd(t.app, poor);
    expectError(await add({ id: poorAd, amount: '10' }), 409, 8726, "The merchant's balance is insufficient for this order.");
    expect(dataOf(await call<{ available: string }>(t.app, 'GET', `ctc/product/info?id=${poorAd}`)).available).toBe('5000');
  });

  it('marks paid with a proof image the seller can open; another user\'s upload is refused', async () => {
    const o = dataOf(await add({ id: adId, amount: '25' }));
    const upload = async (token: string) => (await postUpload(t.app, token, [{ filename: 'r.png', contentType: 'image/png', data: await image('png') }], { path: 'ctc/order/upload' })).body.data?.id ?? 0;
    const foreign = await upload(m.user.token);
    expectError(await put('pay', { id: o.id, proof_id: foreign }, buyer.token), 404, 6203, 'File not found.');
    const proof = await upload(buyer.token);
    expect(dataOf(await put('pay', { id: o.id, proof_id: proof }, buyer.token))).toMatchObject({ status: 2, proof_id: proof });
    const seen = await t.app.inject({ method: 'GET', url: `/api/ctc/order/${o.id}/image/${proof}`, headers: { authorization: m.user.token } });
    expect([seen.statusCode, seen.headers['content-type']]).toEqual([200, 'image/png']);
    const wrongOrder = await t.app.inject({ method: 'GET', url: `/api/ctc/order/${o.id}/image/${foreign}`, headers: { authorization: m.user.token } });
    expect(wrongOrder.statusCode).toBe(404);
    expect(dataOf(await put('release', { id: o.id }, m.user.token)).status).toBe(3);
    const list = dataOf(await call<{ total: number; items: Order[] }>(t.app, 'GET', 'ctc/order/list?status=3', undefined, { token: buyer.token }));
    expect(list.items.map((x) => x.id)).toEqual([o.id]);
    expect(dataOf(await call<{ total: number }>(t.app, 'GET', 'ctc/order/list?status=1', undefined, { token: buyer.token })).total).toBe(0);
    expect(dataOf(await call<{ total: number }>(t.app, 'GET', 'ctc/order/list?merchant=1', undefined, { token: m.user.token })).total).toBe(1);
  });

  it('pauses a buyer for the rest of the UTC day after three cancels', async () => {
    for (let i = 0; i < 3; i++) {
      const o = dataOf(await add({ id: adId, amount: '10' }));
      await put('cancel', { id: o.id }, buyer.token);
    }
    expectError(await add({ id: adId, amount: '10' }), 409, 8707, 'You cancelled too many orders today; new orders are paused until tomorrow (UTC).');
    t.clock.advance(12 * 3_600_000);
    expect(dataOf(await add({ id: adId, amount: '10' })).status).toBe(1);
  });
});

describe('an order on a buy ad: the user sells, the user\'s coins in escrow', { timeout: 120_000 }, () => {
  it('the merchant pays and the user releases', async () => {
    const buyAd = await publishAd(t.app, m, { side: 'buy', fixed_price: '0.99', available: '1000' });
    const seller = await kycUser(t.app, 'basic', { USDT: '300' });
    expectError(await add({ id: buyAd, amount: '99' }, seller.token), 422, 8715, 'Please enter your payment details.');
    const o = dataOf(await add({ id: buyAd, amount: '99', pay_type: 'bank_card', pay_account: 'DE89370400440532013000', pay_holder: 'Sam Seller' }, seller.token));
    expect(o).toMatchObject({ role: 'seller', side: 'sell', quantity: '100', actions: [] });
    expect((await fundingOf(t.app, seller.id)).available).toBe(u('200'));
    expectError(await put('pay', { id: o.id }, seller.token), 403, 8716, 'You are not allowed to take this action on this order.');
    await put('pay', { id: o.id }, m.user.token);
    expect(dataOf(await put('release', { id: o.id }, seller.token)).status).toBe(3);
    expect((await fundingOf(t.app, m.user.id)).available).toBe(u('10100'));
  });
});
