import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dataOf, FIRST_ADMIN_PASSWORD, totpCode } from './support/own-server';
import { adminMenu } from './support/admin';
import { fedServerPerSpec } from './support/feed-server';
import { latestCode, loginByEmail, shot } from './support/web';

test.describe.configure({ mode: 'serial' });

/**
 * Futures on the simulator, priced by the journey's own feed: a local Binance-format stream the server follows
 * (MARKET_FEED=binance), so the take profit is crossed when the test moves the price, at a tick the history cites.
 */
const fed = fedServerPerSpec();

/** Moves the feed's BTC price and waits until the server marks the contract at it. */
async function moveTo(api: APIRequestContext, next: string): Promise<void> {
  fed.price = next;
  await expect.poll(async () => {
    const data = await dataOf<{ markets: Array<{ symbol: string; mark: string | null }> }>(api.get('/api/futures/contracts'));
    return data.markets.find((m) => m.symbol === 'BTC/USDT')?.mark ?? null;
  }, { timeout: 20_000 }).toBe(next);
}

async function register(api: APIRequestContext, email: string, password: string): Promise<string> {
  await api.post('/api/email_send', { form: { email } });
  const code = await latestCode(api, email);
  await dataOf(api.post('/api/user/register', { form: { mode: 'email', email, code, password, re_password: password, agree: '1', sms_consent: '1' } }));
  const session = await dataOf<{ token: string }>(api.post('/api/user/login', { form: { account: email, password } }));
  return session.token;
}

const url = (path: string): string => `${fed.server.baseURL}${path}`;

async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByTestId(`lever-tab-${tab}`).click();
  await expect(page.getByTestId(`lever-list-${tab}`)).toBeVisible();
}

test('futures simulator: a long with TP and SL opens, the feed moves, the take profit closes it at the tick the history cites', async ({ page }) => {
  test.setTimeout(180_000);
  const api = fed.server.api;
  await moveTo(api, '96000');

  // A visitor sees the contract, its mark and funding, and is asked to log in or start a demo.
  await page.goto(url('/pages/lever/index?symbol=BTC/USDT'));
  await expect(page.getByTestId('lever-page')).toHaveAttribute('data-symbol', 'BTC/USDT');
  await expect(page.getByTestId('lever-mark')).toHaveText('96,000.00');
  await expect(page.getByTestId('lever-lot-size')).toHaveText('1 lot = 0.001 BTC');
  await expect(page.getByTestId('lever-login')).toBeVisible();
  await shot(page, 'futures-visitor');
  await page.getByTestId('lever-chart-toggle').click();
  await expect(page.getByTestId('kline-chart')).toBeVisible();
  await shot(page, 'futures-chart');
  await page.goto(url('/pages/lever/info?symbol=BTC/USDT'));
  await expect(page.getByTestId('lever-spec-size')).toHaveText('0.001 BTC');
  await expect(page.getByTestId('lever-insurance-balance')).toContainText('USDT');
  await shot(page, 'futures-info');
  await page.goto(url('/pages/lever/simulator'));
  await expect(page.getByTestId('lever-sim-visitor')).toBeVisible();
  await shot(page, 'futures-simulator-visitor');

  // A user moves 1,000 of the demo account's virtual USDT into the demo futures account, then logs in.
  const email = `futures.${Date.now()}@example.com`;
  const password = 'secret123';
  const token = await register(api, email, password);
  await dataOf(api.post('/api/wallet/change', { headers: { authorization: token, 'X-Demo': '1' }, form: { from: 'funding', to: 'futures', coin: 'USDT', amount: '1000' } }));
  await page.goto(url('/pages/user/login/login?backpage=%2Fpages%2Flever%2Fsimulator&backtype=1'));
  await loginByEmail(page, email, password);
  await expect(page).toHaveURL(/\/pages\/lever\/simulator$/);
  await expect(page.getByTestId('lever-sim-banner')).toBeVisible();
  await expect(page.getByTestId('lever-available')).toHaveText('1,000.00 USDT');

  // The form's figures come from the shared rules before anything is sent: 1 lot at 96,000 with 10x.
  await expect(page.getByTestId('lever-value')).toHaveText('≈ 96.00 USDT');
  await expect(page.getByTestId('lever-margin')).toHaveText('≈ 9.60 USDT');
  await page.getByTestId('lever-margin-mode').selectOption('isolated');
  await expect(page.getByTestId('lever-liq')).toHaveText('≈ 86,880.00');
  await page.getByTestId('lever-tpsl').check();
  // A take profit on the wrong side is refused by the form.
  await page.getByTestId('lever-tp').fill('95000');
  await expect(page.getByTestId('lever-error-tp')).toHaveText('The take profit of a long must be above the price.');
  await page.getByTestId('lever-tp').fill('96500');
  await page.getByTestId('lever-sl').fill('95000');
  await expect(page.getByTestId('lever-error-tp')).toHaveCount(0);
  await shot(page, 'futures-form-long-tpsl');
  await page.getByTestId('lever-submit').click();
  await expect(page.locator('.adm-toast-main')).toContainText('Position opened');

  const row = page.getByTestId('lever-list-positions').getByTestId('lever-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('lever-entry')).toHaveText('96,000.00');
  await expect(row.getByTestId('lever-row-tp')).toHaveText('96,500.00');
  await expect(row.getByTestId('lever-row-sl')).toHaveText('95,000.00');
  await expect(page.getByTestId('lever-available')).not.toHaveText('1,000.00 USDT');
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'futures-position-open');

  // The feed moves up: PnL and ROE follow the mark live (0.001 BTC x 200 = 0.20 USDT on 9.60 margin).
  await moveTo(api, '96200');
  await expect(row.getByTestId('lever-pnl')).toHaveText('+0.20', { timeout: 15_000 });
  await expect(row.getByTestId('lever-roe')).toHaveText('+2.08%');
  await shot(page, 'futures-position-pnl');

  // Add one lot at the mark: the sheet shows its margin and the new average entry before sending.
  await row.getByTestId('lever-add').click();
  await expect(page.getByTestId('lever-add-margin')).toHaveText('≈ 9.62 USDT');
  await expect(page.getByTestId('lever-add-entry')).toHaveText('≈ 96,100.00');
  await page.getByTestId('lever-add-lots').fill('0');
  await page.getByTestId('lever-add-confirm').click();
  await expect(page.getByTestId('lever-add-error')).toHaveText('The quantity is a whole number of lots, at least 1.');
  await page.getByTestId('lever-add-lots').fill('1');
  await shot(page, 'futures-add-lots');
  await page.getByTestId('lever-add-confirm').click();
  await expect(page.locator('.adm-toast-main')).toContainText('Lots added');
  await expect(row.getByTestId('lever-row-lots')).toHaveText('2');
  await expect(row.getByTestId('lever-entry')).toHaveText('96,100.00');

  // The set-stop sheet asks for both prices on their sides, and takes a trailing distance.
  await row.getByTestId('lever-set-stop').click();
  await page.getByTestId('lever-stop-tp').fill('');
  await page.getByTestId('lever-stop-save').click();
  await expect(page.getByTestId('lever-stop-sheet').getByTestId('lever-error-tp')).toHaveText('Enter the take-profit price.');
  await page.getByTestId('lever-stop-tp').fill('96500');
  await page.getByTestId('lever-stop-trail').fill('300');
  await shot(page, 'futures-set-stop');
  await page.getByTestId('lever-stop-save').click();
  await expect(page.locator('.adm-toast-main')).toContainText('TP and SL saved');
  // The trailing stop stands 300 under the best mark since it was set (96,200).
  await expect(row.getByTestId('lever-row-trail')).toContainText('95,900.00');
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'futures-position-trailing');

  // The feed crosses the take profit: the position closes at that tick, and moves to the history.
  await moveTo(api, '96600');
  await expect(page.getByTestId('lever-list-positions')).toContainText('No open positions.', { timeout: 20_000 });
  await openTab(page, 'closed');
  const closed = page.getByTestId('lever-list-closed').getByTestId('lever-row');
  await expect(closed).toHaveCount(1);
  await expect(closed.getByTestId('lever-status')).toHaveText('Take profit');
  // 2 lots from 96,100 to 96,600: +1.00 before the close fee.
  await expect(closed.getByTestId('lever-realised')).toHaveText(/^\+(0\.9\d|1\.00)$/);
  await closed.scrollIntoViewIfNeeded();
  await shot(page, 'futures-history-take-profit');

  // The order's detail cites the stored ticks it used: the one that crossed the take profit among them.
  await closed.getByTestId('lever-detail').click();
  const ticks = page.getByTestId('lever-ticks').getByTestId('lever-tick');
  await expect(ticks.first()).toBeVisible();
  const tp = page.getByTestId('lever-ticks').locator('[data-use="take_profit"]');
  await expect(tp).toHaveCount(1);
  await expect(tp).toContainText('96,600.00');
  await expect(tp).toContainText('binance');
  await expect(tp).toContainText(/#\d+/);
  await shot(page, 'futures-order-ticks');
  await page.getByTestId('lever-detail-sheet').getByRole('button', { name: 'Close' }).click();

  // The other tabs are there, empty for this user.
  await openTab(page, 'liquidated');
  await expect(page.getByTestId('lever-list-liquidated')).toContainText('No liquidated positions.');
  await shot(page, 'futures-liquidated-empty');
  // Funding payments have their own tab (none yet: no 8-hour period has passed).
  await openTab(page, 'funding');
  await expect(page.getByTestId('lever-list-funding')).toContainText('No funding payments yet.');
  await shot(page, 'futures-funding-empty');
});

test('futures pages in Chinese, and the contract picker', async ({ page }) => {
  await page.goto(url('/pages/lever/index'));
  await page.getByTestId('lever-pick').click();
  await expect(page.getByTestId('lever-picker').locator('[data-symbol]').first()).toBeVisible();
  await shot(page, 'futures-picker');
  await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('candor-session') ?? '{"state":{},"version":0}') as { state: Record<string, unknown> };
    stored.state.lang = 'zh';
    window.localStorage.setItem('candor-session', JSON.stringify(stored));
  });
  await page.goto(url('/pages/lever/index?symbol=BTC/USDT'));
  await expect(page.getByTestId('lever-long')).toHaveText('做多');
  await expect(page.getByTestId('lever-tab-positions')).toHaveText('持仓');
  await shot(page, 'futures-zh');
});

test('back office: contract terms are edited (never a price), the risk screens show the exposure, the fund and the positions', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: fed.server.baseURL, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
  const admin = await context.newPage();
  const adminShot = (name: string) => admin.screenshot({ path: new URL(`./artifacts/${name}.png`, import.meta.url).pathname, fullPage: true });
  await admin.goto('/admin/');
  await admin.getByLabel(/^Username/).fill('admin');
  await admin.getByLabel(/^Password/).fill(FIRST_ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Continue' }).click();
  await expect(admin.getByTestId('totp-secret')).toHaveText(/^[A-Z2-7 ]{32,}$/);
  const secret = ((await admin.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  await admin.getByLabel(/^Authenticator code/).fill(totpCode(secret));
  await admin.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await admin.getByLabel(/^New password/).fill('a-new-admin-password-42');
  await admin.getByLabel(/^Repeat the new password/).fill('a-new-admin-password-42');
  await admin.getByRole('button', { name: 'Save and continue' }).click();
  await expect(admin.getByText(/^Welcome, /)).toBeVisible();

  const menu = adminMenu(admin);
  await menu.getByRole('menuitem', { name: 'Futures contracts' }).click();
  const btc = admin.getByRole('row').filter({ hasText: 'BTC/USDT' });
  await expect(btc).toContainText('0.001 BTC');
  await adminShot('admin-futures-contracts');
  await btc.click();
  await expect(admin.getByLabel('Taker fee (bps)')).toHaveValue('5');
  // The form holds terms only: no field for a price, a mark or an outcome.
  await expect(admin.getByLabel(/price|mark/i)).toHaveCount(0);
  await admin.getByLabel('Taker fee (bps)').fill('6');
  await admin.getByLabel('Leverage choices').fill('1,5,10,0');
  await admin.getByRole('button', { name: 'Save terms' }).click();
  await expect(admin.getByText('Whole numbers from 1 to 125, separated by commas (1,5,10,20).')).toBeVisible();
  await admin.getByLabel('Leverage choices').fill('1,2,3,5,10,20,50,100');
  await admin.getByRole('button', { name: 'Save terms' }).click();
  await expect(admin.locator('.MuiSnackbar-root')).toContainText('BTC/USDT terms saved.');
  await adminShot('admin-futures-contract-edit');

  await menu.getByRole('menuitem', { name: 'Futures risk' }).click();
  await expect(admin.getByTestId('exposure-table')).toBeVisible();
  await admin.getByRole('tab', { name: 'Demo' }).click();
  await expect(admin.getByTestId('exposure-table').locator('[data-symbol="BTC/USDT"]')).toBeVisible();
  await expect(admin.getByTestId('exposure-insurance')).toContainText('USDT');
  await adminShot('admin-futures-exposure');
  await admin.getByTestId('risk-insurance').click();
  await adminShot('admin-futures-insurance');
  await admin.getByTestId('risk-positions').click();
  // The journey's demo position, closed by its take profit.
  await admin.getByRole('combobox', { name: 'Mode' }).click();
  await admin.getByRole('option', { name: 'Demo' }).click();
  await admin.getByRole('combobox', { name: 'Tab' }).click();
  await admin.getByRole('option', { name: 'Closed' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'closed: take_profit' })).toHaveCount(1);
  await adminShot('admin-futures-positions');
  await context.close();
});
