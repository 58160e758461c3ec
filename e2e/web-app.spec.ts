import { expect, test } from '@playwright/test';
import { registerByEmail, shot, uniqueEmail } from './support/web';

test('home for a visitor, the mobile frame and the tab bar', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  await expect(page).toHaveURL(/\/pages\/index\/index$/);
  // Measure once the home page has replaced the loading frame (boundingBox does not wait).
  await expect(page.getByRole('heading', { name: 'Trade on prices you can check' })).toBeVisible();
  await expect(page.locator('.c-frame')).toHaveCount(1);
  const frame = await page.locator('.c-frame').boundingBox();
  expect(frame?.width).toBe(450);
  expect(frame?.x).toBe((1024 - 450) / 2);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Trade on prices you can check' })).toBeVisible();
  await shot(page, 'home-visitor');
  await page.getByTestId('entries-more').click();
  await expect(page.locator('[data-entry="mining"]')).toBeVisible();
  await shot(page, 'home-entries-all');

  for (const [tab, path] of [['market', '/pages/market/index'], ['trade', '/pages/option/detail'], ['finance', '/pages/finance/index'], ['me', '/pages/profile/index']]) {
    await page.locator(`[data-tab="${tab}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.locator('[data-tab="market"]').click();
  await expect(page.getByTestId('market-page')).toBeVisible();
});

test('every listed page resolves; an unknown path shows the 404 page', async ({ page }) => {
  for (const path of ['/choose-location', '/open-location']) {
    await page.goto(path);
    await expect(page.getByTestId('location-page')).toBeVisible();
  }
  for (const path of ['/pages/webview/index?slug=privacy', '/pages/template/index?slug=privacy']) {
    await page.goto(path);
    await expect(page.getByTestId('webview-page')).toBeVisible();
  }
  await page.goto('/pages/does/not/exist');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await shot(page, 'not-found');
  await page.goto('/pages/user/login/404');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test.describe('without the service worker', () => {
  // page.route sees only the page's own requests; a worker's fetches pass it by, so the chunk could not be refused.
  test.use({ serviceWorkers: 'block' });
  test('a page chunk that fails to load shows a retry screen', async ({ page }) => {
    await page.goto('/pages/profile/index');
    await expect(page.getByTestId('me')).toBeVisible();
    const chunk = /\/assets\/SettingsPage-[^/]+\.js$/;
    await page.route(chunk, (route) => route.abort('failed'));
    await page.locator('[data-entry="settings"]').click();
    await expect(page.getByTestId('chunk-error')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await shot(page, 'chunk-error');
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-entry="language"]')).toBeVisible();
  });
});

test('guest demo from the login page, with the demo balance', async ({ page }) => {
  await page.goto('/pages/user/login/login');
  await page.getByTestId('guest-demo').click();
  await expect(page).toHaveURL(/\/pages\/index\/index$/);
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByTestId('home-balance')).toContainText('100,000');
  await shot(page, 'home-guest');
  await page.goto('/pages/profile/index');
  await expect(page.getByTestId('user-card')).toContainText('Guest');
  await expect(page.getByTestId('me-demo-balance')).toContainText('100,000');
  await shot(page, 'me-guest');
  await page.getByTestId('logout').click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('me-login')).toBeVisible();
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
});

test('a user enters and leaves demo mode; language switches to zh and back', async ({ page, request }) => {
  await page.goto('/pages/user/login/register/index');
  await page.getByRole('tab', { name: 'Username' }).click();
  await page.locator('input#account').fill(`demo${Date.now() % 1_000_000_000}`);
  await page.locator('input#password').fill('secret123');
  await page.locator('input#re_password').fill('secret123');
  await page.getByTestId('agree').click();
  await shot(page, 'register-username');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/pages\/index\/index$/);
  await expect(page.getByTestId('home-balance')).toContainText('0');
  await shot(page, 'home-real');

  await page.getByTestId('demo-switch').locator('[data-mode="demo"]').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByTestId('home-balance')).toContainText('100,000');
  const demoHeader = await page.evaluate(() => JSON.parse(window.localStorage.getItem('candor-session') ?? '{}').state.demo);
  expect(demoHeader).toBe(true);
  await shot(page, 'home-demo');
  await page.goto('/pages/profile/index');
  await expect(page.getByTestId('me-demo-balance')).toContainText('100,000');
  await shot(page, 'me-demo');
  await page.getByTestId('me-demo-switch').click();
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  await page.goto('/pages/index/index');
  await expect(page.getByTestId('home-balance')).not.toContainText('100,000');

  // Language: all 15 under their own names; zh translates the pages and is sent to the server.
  await page.goto('/pages/settings/language/language');
  await expect(page.getByTestId('language-list').locator('.adm-list-item')).toHaveCount(15);
  await shot(page, 'language');
  const setLang = page.waitForResponse((r) => r.url().endsWith('/api/set/lang') && r.request().postData() === 'lang=zh');
  await page.getByText('简体中文').click();
  await setLang;
  await expect(page.getByRole('heading', { name: '语言' })).toBeVisible();
  await page.goto('/pages/index/index');
  await expect(page.getByRole('heading', { name: '在可核验的价格上交易' }).or(page.getByText('总资产'))).toBeVisible();
  await expect(page.locator('[data-tab="home"]')).toContainText('首页');
  await shot(page, 'home-zh');
  await page.goto('/pages/profile/index');
  await expect(page.getByText('安全中心')).toBeVisible();
  await shot(page, 'me-zh');
  await page.goto('/pages/settings/index');
  await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();
  await shot(page, 'settings-zh');
  const center = await request.get('/api/user/center', {
    headers: { Authorization: await page.evaluate(() => JSON.parse(window.localStorage.getItem('candor-session') ?? '{}').state.token as string) },
  });
  expect(((await center.json()) as { data: { lang: string } }).data.lang).toBe('zh');
  await page.goto('/pages/settings/language/language');
  await page.getByText('English').click();
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
});

test('settings: clear cache keeps the session; version; agreements are marked as samples; choose page', async ({ page, request }) => {
  await page.goto('/pages/user/login/register/index');
  await registerByEmail(page, request, uniqueEmail('settings'), 'secret123');
  await expect(page).toHaveURL(/\/pages\/index\/index$/);
  await shot(page, 'home-user');
  await page.goto('/pages/settings/index');
  await expect(page.getByTestId('app-version')).toHaveText(/^v\d+\.\d+\.\d+$/);
  await shot(page, 'settings');
  await page.evaluate(() => window.localStorage.setItem('some-cache', 'x'));
  await page.locator('[data-entry="cache"]').click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('some-cache'))).toBeNull();
  await page.goto('/pages/settings/security/index');
  await expect(page.getByTestId('security-page')).toBeVisible();

  for (const [name, path] of [['user-agreement', '/pages/user/login/privacyAgreement/userAgreement'], ['privacy-agreement', '/pages/user/login/privacyAgreement/privacyAgreement']]) {
    await page.goto(path);
    await expect(page.getByTestId('sample-notice')).toContainText('Sample text.');
    await expect(page.getByTestId('sample-notice')).toContainText('holds no licence');
    await shot(page, name);
  }
  await page.goto('/pages/user/login/choose');
  await shot(page, 'choose');
  await page.goto('/pages/user/login/forgetPassword');
  await expect(page.getByTestId('forget-submit')).toBeVisible();
  await page.goto('/pages/webview/index?slug=privacy');
  await expect(page.getByTestId('webview-page')).toBeVisible();
  await shot(page, 'webview');

  // Back from the first page of the history goes home.
  await page.goto('/pages/settings/account/index');
  await page.locator('.adm-nav-bar-back').click();
  await expect(page).toHaveURL(/\/pages\/index\/index$/);
});

test('a referral code in the launch URL is kept and fills the invitation field', async ({ page }) => {
  await page.goto('/pages/index/index?invite_code=ab12cd34');
  await expect(page.getByTestId('home')).toBeVisible();
  await page.goto('/pages/user/login/register/index');
  await expect(page.locator('input#invite_code')).toHaveValue('AB12CD34');
});

/** Over the elements a selector finds: how many lines the first one takes, and the words a line break cut (none, we want). */
async function wordBreaks(page: import('@playwright/test').Page, selector: string): Promise<{ text: string; lines: number; cut: string[] }> {
  return page.locator(selector).evaluateAll((els) => {
    const cut: string[] = [];
    let lines = 0;
    els.forEach((el, i) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A word ends at a space or after a hyphen (P2P-Handel may break after P2P-).
        for (const m of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const wordTops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          for (const top of wordTops) tops.add(top);
          if (wordTops.size > 1) cut.push(m[0]);
        }
      }
      if (i === 0) lines = tops.size;
    });
    return { text: els.map((e) => e.textContent ?? '').join(' | '), lines, cut };
  });
}

test('toasts and the entry grid break lines between words, in German, Hindi and Russian', async ({ page }) => {
  for (const lang of ['de', 'hi', 'ru']) {
    // A page of the origin that runs no app, so nothing writes the session while it is replaced.
    await page.goto('/api/area_code');
    await page.evaluate((l) => {
      window.localStorage.clear();
      window.localStorage.setItem('candor-session', JSON.stringify({ state: { lang: l }, version: 0 }));
    }, lang);
    await page.goto('/pages/index/index');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByTestId('entries-more').click();
    await expect(page.locator('[data-entry="mining"]')).toBeVisible();
    const grid = await wordBreaks(page, '.c-grid-label');
    expect(grid.cut, grid.text).toEqual([]);
    // ...and the grid still fits the screen.
    expect(await page.locator('.c-grid').first().evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await shot(page, `text-grid-${lang}`);
    await page.getByTestId('home-guest-demo').click();
    await expect(page.locator('.adm-toast-main')).toBeVisible();
    const toast = await wordBreaks(page, '.adm-toast-main');
    expect(toast.cut, toast.text).toEqual([]);
    if (lang === 'de') expect(toast.lines, toast.text).toBeGreaterThan(1);
    await page.screenshot({ path: new URL(`artifacts/text-toast-${lang}.png`, import.meta.url).pathname });
  }
});

test('the served app is the production build, whatever NODE_ENV the build ran with (test:e2e builds with NODE_ENV=development)', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trade on prices you can check' })).toBeVisible();
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(entry).toBeTruthy();
  const code = await (await request.get(entry as string)).text();
  // React's development build (jsxDEV, react-dom.development) renders nothing in the served app (issue #11, item 8).
  expect(code).not.toMatch(/jsxDEV|react-dom\.development|react-jsx-dev-runtime/);
  expect(code.length).toBeGreaterThan(1000);
});
