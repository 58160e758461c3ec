import { MARKETS, apiRoutes, parseAmount, type RouteSpec } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../platform/http/api.js';
import { errorEnvelope } from '../platform/http/envelope.js';
import { superadmin } from './admin.js';
import { call, registerUser } from './client.js';
import { createTestApp, type TestApp } from './harness.js';
import { productInput, projectInput } from '../modules/ieo/ieo.testkit.js';
import { publishAd } from '../modules/c2c/c2c.testkit.js';
import { activeMerchant } from './c2c.js';
import { grantKyc } from '../modules/kyc/kyc.testkit.js';
import { image, postUpload } from '../modules/uploads/uploads.testkit.js';

/**
 * The API contract (packages/shared/src/api) is what the server serves: every route the server registers is in it,
 * every route in it is served, and walking every route with a signed-in caller answers either the shape its schema
 * declares or the error envelope: never anything else, never a 5xx. Routes that need input get a plausible one, and
 * every GET route answers its declared shape.
 */

const specs: RouteSpec[] = Object.values(apiRoutes).flatMap((m) => Object.values(m) as RouteSpec[]);
const served = (s: RouteSpec) => [{ method: s.method, path: s.path }, ...(s.aliases ?? [])];
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
/** The docs and the websockets (/api/ws, an agent's /api/admin/support/ws) are not API routes of the contract. */
const OUTSIDE = /^\/api\/(docs|openapi\.json|ws)(\/|$)|^\/api\/.*\/ws$/;
/** Path parameters: ids of nothing (a reset of admin 1 would end the walk's admin session), real coins and codes. */
const PARAMS: Record<string, string> = { id: '999999', asset: 'USDT', network: 'TRC20', code: 'EUR', symbol: 'BTCUSDT' };
const WALKER = 'contract-walker@example.com';

/** Inputs of the routes that answer nothing useful without one. */
const EXAMPLES: Record<string, Record<string, string | number>> = {
  'POST /email_send': { email: 'contract-new@example.com' },
  'POST /user/check_email': { email: WALKER },
  'POST /user/check_mobile': { area_code: '1', phone: '2025550100' },
  'POST /user/login': { account: WALKER, password: 'secret123' },
  'POST /set/lang': { lang: 'de' },
  'GET /dev/outbox': { to: WALKER },
  'GET /currency/new_timeshar': { symbol: 'BTC/USDT', interval: '1m' },
  'GET /favorite/isSet': { product_code: 'BTC/USDT' },
  'POST /favorite/set': { product_code: 'ETH/USDT', set: '1' },
  'GET /usstock/kline': { symbol: 'AAPL', interval: '1d' },
  'GET /usstock/getNewPrice': { symbol: 'AAPL' },
  'POST /usstock/getNewPrice': { symbol: 'AAPL' },
  'GET /spot/depth': { symbol: 'BTC/USDT' },
  'GET /currency/deal': { symbol: 'BTC/USDT' },
  'GET /spot/last': { symbol: 'BTC/USDT' },
  'POST /spot/trade': { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '1000', amount: '0.001' },
  'POST /wallet/detail': { coin: 'USDT' },
  'POST /wallet/change': { from: 'funding', to: 'futures', coin: 'USDT', amount: '1' },
  'POST /wallet/get_address': { coin: 'USDT', network: 'TRC20' },
  'GET /wallet/deposit_address': { coin: 'USDT', network: 'TRC20' },
  'POST /wallet/get_info': { coin: 'USDT' },
  'POST /wallet/check_address': { coin: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  'GET /swap/getCurrencyRate': { from: 'USDT', to: 'BTC', amount: '100' },
  'GET /swap/getCurrencyRateFiat': { from: 'USDT', to: 'USD', amount: '100' },
  'POST /admin/coins/:asset': { withdraw_fee_bps: '300' },
  'GET /news/detail': { id: 1 },
  'GET /help/detail': { id: 1 },
  'POST /admin/content': { kind: 'article' },
  'POST /admin/content/:id/versions': { lang: 'en', title: 'Contract walk', body: '<p>walk</p>' },
  'POST /admin/content/:id/publish': { lang: 'en', version_id: 1 },
  'POST /admin/content/:id/unpublish': { lang: 'en' },
  'GET /futures/estimate': { symbol: 'BTC/USDT', side: 'long', lots: '2', leverage: '10', margin_mode: 'isolated' },
  'POST /futures/trade': { symbol: 'BTC/USDT', side: 'long', lots: '1', leverage: '10' },
  'POST /admin/futures/contracts/:symbol': { taker_fee_bps: '5' },
  'POST /user/basicKyc': { full_name: 'Walker Example', id_type: 'passport', id_number: 'P7654321', country: 'DE', birth_date: '1985-03-04' },
  'POST /admin/kyc/thresholds': { coin: 'USDT', daily_limit: '2000' },
  'POST /wallet_login/nonce': { chain: 'erc', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
  'POST /user/2fa/enable': { code: '123456' },
  'POST /user/2fa/disable': { code: '123456' },
  'POST /user/sessions/end': { id: 999999 },
  'POST /wallet_login/verify': { chain: 'trc', message: 'x', signature: '0x00' },
  'POST /admin/coins/:asset/networks/:network': { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  'POST /user/cash_save': { holder: 'Walker', bank_name: 'Sample Bank', card_number: '6222021234567890', iban: 'DE89370400440532013000', currency: 'USD' },
  'POST /user/cash_delete': { id: 1 },
  'POST /bank/withdraw': { card_id: 1, amount: '10', pay_password: '123456' },
  'POST /admin/bank-withdrawals/:id/reject': { reason: 'contract walk' },
  'POST /option/trade': { symbol: 'BTC/USDT', direction: 'rise', seconds: '60', amount: '10' },
  'POST /admin/option/symbols/:symbol': { side_open_cap: '500000' },
  'POST /admin/option/durations/:seconds': { rate_bps: '8000' },
  'GET /lh/deposit/product_info': { id: 1 },
  'POST /lh/deposit': { id: 1, amount: '100', agree: '1' },
  'POST /lh/additionalDeposit': { id: 1, amount: '100' },
  'POST /lh/order/cancel': { id: 1 },
  'POST /lh/redeem': { type: 'uplan' },
  'POST /lh/setUplan': { enabled: '1', keep_amount: '100' },
  'GET /lh/send/product_info': { id: 1 },
  'GET /lh/send/get_recommend': { amount: '1000' },
  'POST /lh/send/order': { id: 1, amount: '100', agree: '1' },
  'GET /mining/detail': { id: 1 },
  'POST /mining/pay': { id: 1, quantity: '1', agree: '1' },
  'POST /admin/earn/trust/:id': { daily_rate_ppm: 300 },
  'POST /admin/earn/uplan': { daily_rate_ppm: 100 },
  'POST /admin/earn/fundings': { coin: 'USDT', amount: '1', note: 'contract walk' },
  'POST /ieo/apply': { id: 1, amount: '20' },
  'POST /ieo/pay': { id: 1 },
  'GET /ieo/order': { id: 1 },
  'GET /publication/detail': { id: 1 },
  'POST /publication/purchase': { id: 1, amount: '1' },
  'POST /publication/redeem': { id: 1 },
  'POST /loan/apply': { product_id: 1, amount: '100' },
  'POST /loan/repay': { id: 1, all: '1' },
  'POST /admin/loans/products': { name: 'Walk', term_days: '10', daily_rate: '0.1', penalty_rate: '0.5', min_amount: '50', max_amount: '500' },
  'POST /admin/loans/products/:id': { daily_rate: '0.09' },
  'POST /admin/loans/settings': { basic_limit: '1000' },
  'POST /admin/loans/:id/reject': { reason: 'contract walk' },
};

describe('the API contract', () => {
  let t: TestApp;
  const registered = new Set<string>();
  let tokens: Record<'user' | 'admin', string>;
  let userId = 0;

  beforeAll(async () => {
    t = await createTestApp({}, (api: Api) => {
      api.addHook('onRoute', (r) => {
        for (const m of [r.method].flat()) if (m !== 'HEAD' && r.url.startsWith('/api/') && !OUTSIDE.test(r.url)) registered.add(key(m, r.url));
      });
    });
    const user = await registerUser(t.app, { email: WALKER });
    userId = user.id;
    tokens = { user: user.token, admin: (await superadmin(t)).token };
    // Prices for every market (the feed is off in tests), and money to trade and transfer.
    await t.app.services.market.ingest(MARKETS.map((m) => ({ symbol: m.symbol, price: parseAmount(m.startPrice), volume: 0n, time: t.clock.now(), source: 'test' })));
    // A published article, so news/detail has something to answer.
    const content = t.app.services.content;
    const article = await content.create({ kind: 'article' }, null);
    await content.publish(article.id, 'en', (await content.saveVersion(article.id, { lang: 'en', title: 'Walk', body: '<p>walk</p>' }, null)).versionId, null);
    // A published FAQ article, so help/detail has something to answer.
    const { faq } = t.app.services.support;
    const faqArticle = await faq.createArticle({ category_id: await faq.createCategory({ sort: 0, names: { en: 'Walk' } }), sort: 0, published: true });
    await faq.saveText(faqArticle, { lang: 'en', title: 'Walk', body: '<p>walk</p>' }, null);
    const { ledger, swap } = t.app.services;
    await swap.fundLiquidity();
    // An open IEO project and a subscribing product, so the ieo/* and publication/* calls answer.
    await t.app.services.ieo.admin.createProject(projectInput(t.clock.now()), 1);
    await t.app.services.ieo.admin.passProduct((await t.app.services.ieo.admin.createProduct(productInput(t.clock.now()), 1)).id, 2);
    await ledger.transaction((tx) => ledger.post(tx, { actor: { type: 'system', id: 0 }, reason: 'deposit', detail: 'contract walk', ref: 'contract:fund', lines: [
      { account: { ownerId: 0, asset: 'USDT', kind: 'external', mode: 'real' }, amount: -parseAmount('1000') },
      { account: { ownerId: userId, asset: 'USDT', kind: 'funding', mode: 'real' }, amount: parseAmount('1000') },
    ] }));
    // A C2C merchant's ad and an order of the walker's on it with a chat image, so the ctc/* reads have something to answer.
    const merchant = await activeMerchant(t.app, 'Contract Merchant');
    const adId = await publishAd(t.app, merchant);
    await grantKyc(t.app, userId, 'basic');
    const c2cOrder = await t.app.services.c2c.orders.add(userId, { id: adId, amount: '10', payment_method_id: merchant.payMethodId }, undefined);
    const c2cImage = (await postUpload(t.app, tokens.user, [{ filename: 'proof.png', contentType: 'image/png', data: await image('png') }], { path: 'ctc/order/upload' })).body.data?.id ?? 0;
    await t.app.services.c2c.chat.send(userId, c2cOrder.id, 'walk', c2cImage);
    Object.assign(EXAMPLES, {
      'GET /ctc/product/info': { id: adId }, 'GET /ctc/merchant/card': { id: merchant.merchantId }, 'GET /ctc/order/info': { id: c2cOrder.id },
      'GET /ctc/chat/list': { id: c2cOrder.id },
    });
    // A charity NFT, so nft/detail has something to answer.
    const nftCause = await t.app.services.nft.desk.createCause({ name: { en: 'Walk cause' }, story: { en: 'walk' } });
    const nftItem = await t.app.services.nft.desk.createItem({ cause_id: nftCause.id, title: { en: 'Walk NFT' }, story: { en: 'walk' }, price: '1', edition_size: 10 });
    Object.assign(EXAMPLES, { 'GET /nft/detail': { id: nftItem.id } });
    // A published proof of liabilities (tomorrow's, so it holds the balances made above), so proof/mine has one.
    await t.app.services.proof.publish(new Date(t.clock.now() + 86_400_000).toISOString().slice(0, 10));
  });
  afterAll(async () => { await t.close(); });

  it('covers exactly the routes the server serves', () => {
    const declared = new Set(specs.flatMap((s) => served(s).map((at) => key(at.method, `/api${at.path}`))));
    expect([...registered].filter((r) => !declared.has(r)).sort(), 'served but not in the contract').toEqual([]);
    expect([...declared].filter((r) => !registered.has(r)).sort(), 'in the contract but not served').toEqual([]);
  });

  it('declares each route once, with a summary', () => {
    const seen = new Set<string>();
    for (const s of specs) {
      for (const at of served(s)) {
        expect(seen.has(key(at.method, at.path)), `${at.method} ${at.path} twice`).toBe(false);
        seen.add(key(at.method, at.path));
      }
      expect(s.summary.length, s.path).toBeGreaterThan(5);
    }
  });

  // The logouts end the walk's sessions, so they come last.
  const walk = [...specs].sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
  it.each(walk.map((s) => [key(s.method, s.path), s] as const))('%s answers its declared shape or the error envelope', async (name, s) => {
    const token = s.access === 'admin' ? tokens.admin : s.access === 'public' ? undefined : tokens.user;
    const path = s.path.replace(/:(\w+)/g, (_m, p: string) => PARAMS[p] ?? '1');
    const input = EXAMPLES[name] ?? (name === 'GET /admin/statements' ? { user_id: userId } : undefined);
    if (s.response === null && s.method === 'GET' && !s.path.includes(':')) {
      // An image route without parameters (the referral poster): its bytes, not the envelope.
      const raw = await t.app.inject({ method: 'GET', url: `/api${path}`, headers: token ? { authorization: token } : {} });
      expect(raw.statusCode).toBe(200);
      expect(raw.headers['content-type']).toMatch(/^image\//);
      return;
    }
    const res = await call(t.app, s.method, path, input ?? (s.method === 'GET' ? undefined : {}), { token });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    if (res.status === 200 && s.response) {
      expect(res.body.type).toBe('ok');
      const parsed = s.response.safeParse(res.body.data);
      expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    } else {
      expect(errorEnvelope.safeParse(res.body).success, JSON.stringify(res.body)).toBe(true);
    }
    // A GET route without a path parameter always has something to answer.
    if (s.method === 'GET' && !s.path.includes(':')) expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
  });
});
