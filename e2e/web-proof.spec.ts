import { expect, test, type Page, type Route } from '@playwright/test';
import { leafText, nodeText, sha256Hex, type ProofFile } from '../packages/shared/src/proof/merkle';
import { latestCode, registerByEmail, shot, uniqueEmail } from './support/web';

/**
 * API keys and proof of liabilities at 390x844: a user registers, sets a fund password, creates an API key on the API
 * management page (the secret shown once, then gone), pauses it; then the proof page checks a proof in the browser
 * with WebCrypto: a good one verifies, one with a changed sibling does not. The proof is served to the page by the
 * test (the server publishes a day's proof at 00:00 UTC, before a user made now has any balance; the server's side
 * is tested in apps/server/src/modules/proof).
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'secret123';
const PIN = '135790';
const DAY = '2026-11-24';

type Node = { hash: string; sum: string };
const rand = () => [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** A four-leaf Merkle sum tree with the user's leaf among three others, built with the shared hashing rules. */
async function proofOf(userId: number): Promise<{ file: ProofFile; root: Node }> {
  const leaves = await Promise.all([[userId, '125000000000'], [userId + 1, '50000000'], [userId + 2, '990000000000'], [userId + 3, '1']].map(async ([id, balance]) => {
    const salt = rand();
    return { id: Number(id), salt, balance: String(balance), hash: await sha256Hex(leafText(Number(id), salt, String(balance))) };
  }));
  const node = async (l: Node, r: Node): Promise<Node> => ({ hash: await sha256Hex(nodeText(l, r)), sum: (BigInt(l.sum) + BigInt(r.sum)).toString() });
  const [a, b, c, d] = leaves.map((l) => ({ hash: l.hash, sum: l.balance })) as [Node, Node, Node, Node];
  const left = await node(a, b);
  const right = await node(c, d);
  const root = await node(left, right);
  const mine = leaves[0] as (typeof leaves)[number];
  return {
    root,
    file: {
      version: 1, day: DAY, user_id: userId,
      assets: [{ asset: 'USDT', decimals: 8, leaf: { salt: mine.salt, balance: mine.balance, hash: mine.hash },
        path: [{ side: 'right', ...b }, { side: 'right', ...right }], root: { ...root, leaves: 4 } }],
    },
  };
}

const ok = (data: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ type: 'ok', code: 1, message: 'OK', data }) });

async function serveProof(page: Page, file: ProofFile, root: Node): Promise<void> {
  await page.unrouteAll();
  await page.route('**/api/proof/mine**', (r: Route) => r.fulfill(ok(file)));
  await page.route('**/api/proof/roots**', (r: Route) => r.fulfill(ok({
    day: DAY, days: [DAY], roots: [{ asset: 'USDT', day: DAY, hash: root.hash, sum: root.sum, total: '0', leaves: 4, decimals: 8, created_at: 0 }],
  })));
}

test('API key created with the fund password (secret shown once), paused; the proof page verifies in the browser', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('proof');
  await page.goto('/pages/user/login/register/index');
  await registerByEmail(page, request, email, PASSWORD);
  await expect(page).not.toHaveURL(/register/);
  const login = await (await request.post('/api/user/login', { form: { account: email, password: PASSWORD } })).json() as { data: { token: string; user: { id: number } } };
  const headers = { authorization: login.data.token };
  await request.post('/api/sms_other_mail', { headers, form: {} });
  const code = await latestCode(request, email);
  expect((await (await request.post('/api/user/setpaypwd', { headers, form: { password: PASSWORD, code, pay_password: PIN, re_pay_password: PIN } })).json() as { type: string }).type).toBe('ok');

  await page.goto('/pages/settings/api/index');
  await expect(page.getByTestId('apikeys-page')).toBeVisible();
  await page.locator('input#label').fill('grid bot');
  await page.getByTestId('apikey-futures').check();
  await page.locator('input#ip_allow').fill('203.0.113.5, 198.51.100.7');
  await page.locator('input#pay_password').fill(PIN);
  await page.getByTestId('apikey-create').click();
  await expect(page.getByTestId('apikey-secret-card')).toBeVisible();
  const secret = (await page.getByTestId('apikey-secret').textContent()) ?? '';
  expect(secret.length).toBeGreaterThanOrEqual(32);
  await expect(page.getByTestId('apikey-list')).toContainText('grid bot');
  await shot(page, 'proof-apikey-secret-once');
  await page.getByTestId('apikey-secret-done').click();
  await expect(page.getByTestId('apikey-secret-card')).toHaveCount(0);
  // The list never carries the secret again.
  const list = await (await request.get('/api/apikey/list', { headers })).text();
  expect(list).not.toContain(secret);
  await page.getByTestId('apikey-pause').click();
  await expect(page.getByTestId('apikey-status')).toHaveText('Paused');
  await shot(page, 'proof-apikey-list');

  // The server's own answer for a user made now: no proof yet, or none with a leaf of theirs (today's snapshot is at 00:00 UTC).
  await page.goto('/pages/assets/proof');
  await expect(page.getByTestId('proof-page')).toContainText(/No proof published yet|No balance in this proof/);

  const { file, root } = await proofOf(login.data.user.id);
  await serveProof(page, file, root);
  await page.goto('/pages/assets/proof');
  await expect(page.getByTestId('proof-ok-USDT')).toBeVisible();
  await expect(page.getByTestId('proof-verdict')).toContainText('Every asset verified');
  await expect(page.getByTestId('proof-asset-USDT')).toContainText('1250 USDT');
  await shot(page, 'proof-verified');
  const download = page.waitForEvent('download');
  await page.getByTestId('proof-download').click();
  expect((await download).suggestedFilename()).toBe(`candor-proof-${DAY}.json`);

  // A sibling's sum lowered by the server: the browser's own check refuses it.
  const asset = file.assets[0] as ProofFile['assets'][number];
  const tampered = { ...file, assets: [{ ...asset, path: [{ ...asset.path[0], sum: '1' } as (typeof asset.path)[number], ...asset.path.slice(1)] }] };
  await serveProof(page, tampered, root);
  await page.reload();
  await expect(page.getByTestId('proof-bad-USDT')).toBeVisible();
  await expect(page.getByTestId('proof-verdict')).toContainText('does not add up');
  await shot(page, 'proof-failed');
});
