import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { dataOf as data, enrolAdmin, firstAdminToken, startOwnServer, type OwnServer } from './support/own-server';
import { registerByEmail, shot, uniqueEmail } from './support/web';

/**
 * Help centre and live support end to end: a user (390x844) searches the FAQ and reads a sample article, opens the
 * chat and writes; a support agent in the back office (a second browser context) takes the conversation and
 * answers; the user sees the answer arrive live, and a later answer shows as an unread badge on Me until read.
 * Its own server (fresh database, trial install: the sample FAQ is seeded).
 */
test.describe.configure({ mode: 'serial' });

const email = uniqueEmail('support');
const PASSWORD = 'secret123';
const AGENT_PASSWORD = 'an-e2e-support-password-42';
let server: OwnServer;
let api: APIRequestContext;
let user: BrowserContext;
let desk: BrowserContext;
let page: Page;
let agent: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startOwnServer();
  api = server.api;
  const root = await firstAdminToken(api);
  const created = await data<{ password: string }>(api.post('/api/admin/admins', { headers: { authorization: root }, data: { username: 'support_e2e', role: 'support' } }));
  const agentToken = await enrolAdmin(api, 'support_e2e', created.password, AGENT_PASSWORD);
  user = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  desk = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
  // The agent's session is in place before the back office first loads (set after, a sign-in check in flight could clear it).
  await desk.addInitScript((t) => localStorage.setItem('candor.admin.token', t), agentToken);
  page = await user.newPage();
  agent = await desk.newPage();
});

test.afterAll(async () => {
  await user?.close();
  await desk?.close();
  await server?.stop();
});

test('a user searches the FAQ and reads a sample article', async () => {
  await page.goto('/pages/user/login/register/index');
  await registerByEmail(page, api, email, PASSWORD);
  await expect(page).not.toHaveURL(/register/);
  await page.goto('/pages/help-center/center');
  await expect(page.getByTestId('help-article').first()).toBeVisible();
  await expect(page.getByTestId('help-category')).toHaveCount(2);
  await shot(page, 'support-center');
  await page.getByTestId('help-search').fill('password');
  await expect(page.getByTestId('help-article')).toHaveCount(1);
  await expect(page.getByTestId('help-article')).toContainText('How do I reset my password?');
  await page.getByTestId('help-article').click();
  await expect(page).toHaveURL(/\/pages\/help-center\/detail\?id=\d+$/);
  await expect(page.getByTestId('help-detail')).toContainText('Forgot password');
  await expect(page.getByTestId('sample-notice')).toBeVisible();
  await shot(page, 'support-detail');
});

test('the user opens the chat and writes; an agent takes it and answers; the user sees the answer live', async () => {
  await page.goto('/pages/help-center/center');
  await page.getByTestId('help-open-chat').click();
  await expect(page).toHaveURL(/\/pages\/help-center\/chat$/);
  await expect(page.getByTestId('chat-status')).toBeVisible();
  await page.getByTestId('chat-input').fill('My deposit has not arrived yet.');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-mine')).toContainText('My deposit has not arrived yet.');

  await agent.goto('/admin/#/support_chat');
  const row = agent.getByTestId('support-inbox-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(agent.getByTestId('support-account')).toContainText(email);
  await agent.getByRole('button', { name: 'Take' }).click();
  await expect(agent.getByTestId('support-state')).toHaveText('taken by support_e2e');
  await expect(agent.getByRole('tab', { name: 'Mine' })).toHaveAttribute('aria-selected', 'true');
  await expect(agent.getByTestId('support-inbox-row').filter({ hasText: email })).toHaveCount(1);
  await agent.getByLabel('Answer').fill('We are checking your transfer now.');
  await agent.getByRole('button', { name: 'Send' }).click();
  await expect(agent.getByTestId('agent-view-agent-message')).toContainText('We are checking your transfer now.');
  await agent.screenshot({ path: 'e2e/artifacts/support-admin-inbox.png', fullPage: true });

  // Live, over the websocket: no reload on the user's side.
  await expect(page.getByTestId('chat-agent')).toContainText('We are checking your transfer now.');
  await expect(page.getByTestId('chat-status')).toContainText('support_e2e');
  await shot(page, 'support-chat');

  // And the other way: the agent's screen hears the user's reply over its own socket (it polls only every 30 s then).
  await expect(agent.getByTestId('support-live')).toHaveText('Live');
  await page.getByTestId('chat-input').fill('Thank you, the reference is 4411.');
  await page.getByTestId('chat-send').click();
  await expect(agent.getByTestId('agent-view-user-message').last()).toContainText('the reference is 4411', { timeout: 10_000 });
});

test('an answer given while the user is elsewhere shows as an unread badge on Me until read', async () => {
  await page.goto('/pages/profile/index');
  await expect(page.getByTestId('me')).toBeVisible();
  await expect(page.getByTestId('support-unread')).toHaveCount(0);
  await agent.getByLabel('Answer').fill('It has been credited.');
  await agent.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('support-unread')).toHaveText('1');
  await shot(page, 'support-me-badge');
  await page.goto('/pages/profile/index');
  await expect(page.getByTestId('me')).toBeVisible();
  await expect(page.getByTestId('support-unread')).toHaveText('1');
  await page.goto('/pages/help-center/chat');
  await expect(page.getByTestId('chat-agent').last()).toContainText('It has been credited.');
  await page.goto('/pages/profile/index');
  await expect(page.getByTestId('me')).toBeVisible();
  await expect(page.getByTestId('support-unread')).toHaveCount(0);
  await page.goto('/pages/help-center/chat');
});

test('the agent closes the conversation, the user sees it live, starts a new one and finds the old one in the history', async () => {
  await expect(page.getByTestId('chat-status')).toContainText('support_e2e');
  await agent.getByTestId('support-conversation').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(agent.getByTestId('support-state')).toHaveText('closed');
  await expect(page.getByTestId('chat-status')).toHaveText('This conversation is closed.');
  await page.getByRole('button', { name: 'Start a new conversation' }).click();
  await expect(page.getByTestId('chat-mine')).toHaveCount(0);
  await expect(page.getByTestId('chat-input')).toBeVisible();
  await page.getByTestId('chat-history').locator('summary').click();
  await page.getByTestId('chat-history').getByRole('link').click();
  await expect(page.getByTestId('support-chat-earlier')).toContainText('It has been credited.');
  await shot(page, 'support-history');
});

test('the FAQ editor lists the sample articles and their languages', async () => {
  await agent.goto('/admin/#/support_faq');
  await expect(agent.getByTestId('faq-articles').getByRole('row')).toHaveCount(5);
  await agent.getByTestId('faq-articles').getByText('How do I reset my password?').click();
  await expect(agent.getByTestId('faq-article-editor')).toBeVisible();
  await agent.screenshot({ path: 'e2e/artifacts/support-admin-faq.png', fullPage: true });
});
