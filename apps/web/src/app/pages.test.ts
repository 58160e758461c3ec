import { describe, expect, it } from 'vitest';
import { COMING_PAGES, comingPagesOf } from './areas';
import { pageRoutes } from './pages';
import { TABS } from './paths';

/** The paths of shared/product/routes.md (the user app's part), copied so the test runs on its own. */
const ROUTES_MD = `
/pages/index/index /pages/market/index /pages/option/detail /pages/finance/index /pages/assets/index /pages/profile/index
/pages/user/login/login /pages/user/login/register/index /pages/user/login/forget/index /pages/user/login/forgetPassword
/pages/user/login/choose /pages/user/login/404 /pages/user/login/privacyAgreement/userAgreement
/pages/user/login/privacyAgreement/privacyAgreement
/pages/settings/index /pages/settings/language/language /pages/settings/account/index /pages/settings/security/index
/pages/settings/security/changePassword /pages/settings/security/changePayPassword
/pages/trade/index /pages/trade/kline /pages/option/detail /pages/option/info /pages/option/simulator
/pages/lever/index /pages/lever/info /pages/lever/simulator
/pages/assets/index /pages/assets/tradeAccount /pages/assets/record /pages/assets/transfer/index /pages/assets/transfer/record
/pages/assets/c2c/index /pages/assets/c2c/buy /pages/assets/c2c/orderList /pages/assets/c2c/orderDetail
/pages/assets/ieo/index /pages/assets/ieo/orderList /pages/assets/ieo/orderDetail
/pages/assets/deposit/index /pages/assets/deposit/charge
/pages/assets/withdraw/index /pages/assets/withdraw/detail /pages/assets/withdraw/bank/bank
/pages/wallet/index /pages/wallet/transaction/index /pages/wallet/deposit/index /pages/wallet/proof/index
/pages/wallet/withdraw/index /pages/wallet/swap/index /pages/CryptocurrencyList/CryptocurrencyList
/pages/finance/index /pages/finance/buyPage /pages/finance/ordersPage /pages/finance/rulePage
/pages/quantify/index /pages/quantify/create /pages/quantify/record /pages/quantify/description
/pages/mining/index /pages/mining/detail /pages/mining/record /pages/mining/description
/pages/loan/index /pages/loan/record /pages/news/index /pages/news/detail /pages/promotion/index /pages/invite/index
/pages/help-center/center /pages/help-center/chat /pages/help-center/detail
/pages/verification/index /pages/verification/basic /pages/verification/advanced /pages/kyc/index
/pages/bankbind/index /pages/bankbind/addbank /pages/address/index /pages/address/address /pages/address/create
/pages/notice/index /pages/index/notice/notice /pages/publication/index /pages/publication/details /pages/publication/purchase
/pages/nft/index /pages/nft/detail /pages/usstock/index /pages/usstock/detail
/pages/webview/index /pages/template/index /pages/index/mining-desc /pages/index/quantify-desc /choose-location /open-location
/pages/profile/notification /pages/profile/faq /pages/profile/privacy /pages/profile/legal /pages/profile/supervision
/pages/profile/white-paper /pages/profile/registeration /pages/profile/articles /pages/profile/stock
/pages/profile/good-certificate /pages/profile/tax /pages/profile/team-honor
`.split(/\s+/).filter(Boolean);

describe('page routes', () => {
  const paths = pageRoutes.map((r) => r.path);

  it('serves every path of routes.md', () => {
    expect(ROUTES_MD.filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('defines each path once', () => {
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('has a page for every tab', () => {
    for (const tab of TABS) expect(paths).toContain(tab.path);
  });

  it('protects the account pages and keeps the auth pages public', () => {
    const auth = new Map(pageRoutes.map((r) => [r.path, r.auth === true]));
    expect(auth.get('/pages/settings/security/index')).toBe(true);
    expect(auth.get('/pages/assets/index')).toBe(true);
    expect(auth.get('/pages/user/login/login')).toBe(false);
    expect(auth.get('/pages/index/index')).toBe(false);
    expect(COMING_PAGES.every((p) => paths.includes(p.path))).toBe(true);
  });

  it('has no coming page left: the last four paths of routes.md are built, and the coming mechanism still maps one', () => {
    expect(COMING_PAGES).toEqual([]);
    expect(comingPagesOf('webview', ['/x'])).toEqual([{ path: '/x', area: 'webview', auth: false }]);
    for (const p of ['/pages/webview/index', '/pages/template/index', '/choose-location', '/open-location']) expect(paths).toContain(p);
  });
});

describe('the first page a path opens', () => {
  it('is the page of that path, with or without a trailing slash, and none for other paths', async () => {
    const { firstPage } = await import('./pages');
    expect(firstPage('/pages/market/index')?.ns).toEqual(['market']);
    expect(firstPage('/pages/market/index/')?.path).toBe('/pages/market/index');
    expect(firstPage('/')).toBeUndefined();
    expect(firstPage('/no/such/page')).toBeUndefined();
  });
});
