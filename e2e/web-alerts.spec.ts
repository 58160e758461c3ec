import { expect, test, type APIRequestContext } from '@playwright/test';
import { dataOf } from './support/own-server';
import { fedServerPerSpec } from './support/feed-server';
import { latestCode, loginByEmail, shot } from './support/web';

test.describe.configure({ mode: 'serial' });

/**
 * A price alert, end to end: the journey's own feed (a local Binance-format stream the server follows with
 * MARKET_FEED=binance) decides the price; the user sets an alert above it on the alerts page, the feed crosses it,
 * the alert fires once, live on the page, and the notification centre shows it unread until it is read. No sleeps:
 * every wait is a poll or a web-first assertion.
 */
const fed = fedServerPerSpec();

type Quote = { symbol: string; price: string };

/** Moves the feed's BTC price and waits until the market's quotes answer it. */
async function moveTo(api: APIRequestContext, next: string): Promise<void> {
  fed.price = next;
  await expect.poll(async () => {
    const quotes = await dataOf<Quote[]>(api.get('/api/currency/quotation_new'));
    return quotes.find((q) => q.symbol === 'BTC/USDT')?.price ?? null;
  }, { timeout: 20_000 }).toMatch(new RegExp(`^${next}(\\.0+)?$`));
}

async function register(api: APIRequestContext, email: string, password: string): Promise<string> {
  await api.post('/api/email_send', { form: { email } });
  const code = await latestCode(api, email);
  await dataOf(api.post('/api/user/register', { form: { mode: 'email', email, code, password, re_password: password, agree: '1', sms_consent: '1' } }));
  return (await dataOf<{ token: string }>(api.post('/api/user/login', { form: { account: email, password } }))).token;
}

test('a price alert fires once when the feed crosses it; the centre shows it unread until it is read', async ({ page }) => {
  test.setTimeout(180_000);
  const api = fed.server.api;
  const url = (path: string): string => `${fed.server.baseURL}${path}`;
  await moveTo(api, '96000');
  const email = `alerts.${Date.now()}@example.com`;
  const password = 'secret123';
  const token = await register(api, email, password);
  const unread = async () => (await dataOf<{ total: number }>(api.get('/api/notifications/unread', { headers: { authorization: token } }))).total;

  await page.goto(url('/pages/user/login/login?backpage=%2Fpages%2Falerts%2Findex&backtype=1'));
  await loginByEmail(page, email, password);
  await expect(page).toHaveURL(/\/pages\/alerts\/index$/, { timeout: 30_000 });
  await expect(page.getByTestId('alert-last')).toContainText('96', { timeout: 20_000 });

  // BTC above 96,500 while it trades at 96,000: the alert waits.
  await page.getByTestId('alert-kind').selectOption('above');
  await page.getByTestId('alert-value').fill('96500');
  await page.getByTestId('alert-add').click();
  const alert = page.getByTestId('alert-list').getByTestId('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('notifications-unread')).toHaveCount(0);
  await shot(page, 'alerts-set');

  // The feed crosses it: the alert fires, live on the page, and the link to the centre counts one unread.
  await moveTo(api, '96600');
  await expect(alert).toHaveAttribute('data-status', 'fired', { timeout: 20_000 });
  await expect(page.getByTestId('to-notifications').getByTestId('notifications-unread')).toHaveText('1');
  await shot(page, 'alerts-fired');

  // It fires once: the price keeps above the level, and more ticks tell nothing new.
  await moveTo(api, '96700');
  await moveTo(api, '96800');
  expect(await unread()).toBe(1);
  const all = await dataOf<{ total: number; items: { kind: string; title: string }[] }>(api.get('/api/notifications', { headers: { authorization: token } }));
  expect(all.total).toBe(1);
  expect(all.items[0]).toMatchObject({ kind: 'alert', title: 'BTC/USDT rose to 96500' });

  // The centre shows it unread with the count; opening it reads it and clears the count.
  await page.getByTestId('to-notifications').click();
  await expect(page).toHaveURL(/\/pages\/profile\/notification$/);
  await expect(page.getByTestId('unread-total')).toHaveText('1 unread');
  await expect(page.getByTestId('filter-alert')).toContainText('1');
  const note = page.getByTestId('notification-list').getByTestId('notification');
  await expect(note).toHaveCount(1);
  await expect(note).toHaveAttribute('data-read', '0');
  await expect(note).toHaveAttribute('data-kind', 'alert');
  await expect(note).toContainText('BTC/USDT rose to 96500');
  await shot(page, 'notification-centre-unread');
  await note.click();
  await expect(page).toHaveURL(/\/pages\/alerts\/index$/);
  await expect(page.getByTestId('notifications-unread')).toHaveCount(0);
  await expect.poll(unread).toBe(0);
  await page.goBack();
  await expect(page.getByTestId('unread-total')).toHaveText('0 unread');
  await expect(note).toHaveAttribute('data-read', '1');
  await shot(page, 'notification-centre-read');
});
