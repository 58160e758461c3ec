import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAmount, verifyProofFile, type ProofFile } from '@candor/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataOf } from '../../test/admin.js';
import { activeMerchant, kycUser } from '../../test/c2c.js';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { publishAd } from '../c2c/c2c.testkit.js';
import { fundEarn, subscribe } from '../earn/earn.testkit.js';
import { apply, createProject, okData, pay, settle } from '../ieo/ieo.testkit.js';
import { platformAccount } from '../ledger/index.js';

const DAY = 86_400_000;
const BIN = fileURLToPath(new URL('../../../../../packages/shared/bin/candor-verify.mjs', import.meta.url));
const runBin = (args: string[]) => new Promise<{ code: number; out: string }>((resolve) => {
  execFile(process.execPath, [BIN, ...args], (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }));
});
type Roots = { day: string | null; roots: { asset: string; hash: string; sum: string; leaves: number }[] };

let t: TestApp;
let dir = '';
beforeEach(async () => { t = await createTestApp(); dir = await mkdtemp(join(tmpdir(), 'candor-proof-')); });
afterEach(async () => { await t.close(); await rm(dir, { recursive: true, force: true }); });

/** Every real user-owned balance of an asset now (all account kinds a user holds), from the ledger. */
async function usersHold(asset: string, ownerId?: number): Promise<bigint> {
  const rows = await t.app.platform.db.selectFrom('ledger_accounts').select(['owner_id', 'kind', 'available_atoms', 'locked_atoms'])
    .where('asset', '=', asset).where('mode', '=', 'real').where('owner_id', '>', 0).execute();
  return rows.filter((r) => ['funding', 'options', 'futures', 'trust'].includes(r.kind) && (ownerId === undefined || Number(r.owner_id) === ownerId))
    .reduce((s, r) => s + BigInt(r.available_atoms) + BigInt(r.locked_atoms), 0n);
}
const platformHolds = async (asset: string, kind: 'c2c_escrow' | 'ieo') => {
  const b = await t.app.services.ledger.balance(platformAccount(asset, kind, 'real'));
  return b.available + b.locked;
};

describe('proof of liabilities: money users committed to products is in their leaves', { timeout: 180_000 }, () => {
  it('counts an earn plan, an IEO allotment paid for and a C2C escrow; totals match the accounts; any change fails', async () => {
    // 2026-11-22 12:00 UTC. A user with a trust plan (principal in their trust account) and an IEO allotment paid for.
    const user = await kycUser(t.app, 'basic', { USDT: '2000' });
    await fundEarn(t.app, '500');
    await subscribe(t.app, user.id, 1, '1000');
    const project = await createProject(t.app, t.clock.now());
    const application = okData(await apply(t.app, user, { id: project.id, amount: '100' }));
    t.clock.advance(DAY);
    await settle(t.app);
    okData(await pay(t.app, user, application.id));
    // A merchant's sell ad taken by a buyer: 100 USDT of the merchant's in escrow, still owed to the merchant.
    const merchant = await activeMerchant(t.app, 'Merchant One');
    const adId = await publishAd(t.app, merchant);
    const buyer = await kycUser(t.app);
    dataOf(await call(t.app, 'POST', 'ctc/order/add', { id: adId, amount: '100', payment_method_id: merchant.payMethodId }, { token: buyer.token }));
    const snapshot = {
      escrow: await platformHolds('USDT', 'c2c_escrow'), usdt: await usersHold('USDT'), merchant: await usersHold('USDT', merchant.user.id),
      user: await usersHold('USDT', user.id), ieo: await platformHolds(project.token, 'ieo'),
    };
    expect(snapshot.escrow).toBe(parseAmount('100'));
    // The next morning the daily job publishes the day (2026-11-24, snapshot at 00:00, before the tokens' delivery).
    t.clock.advance(Math.floor(t.clock.now() / DAY) * DAY + DAY + 11 * 60_000 - t.clock.now());
    expect((await t.app.platform.jobs.runDue('proof.daily')).map((o) => o.result)).toEqual(['1 days published (2026-11-24)']);
    const roots = dataOf(await call<Roots>(t.app, 'GET', 'proof/roots'));
    const published = Object.fromEntries(roots.roots.map((r) => [r.asset, r.hash]));
    const sum = (asset: string) => BigInt(roots.roots.find((r) => r.asset === asset)?.sum ?? '0');
    // Totals: users' own accounts plus the escrow (USDT); the token paid for and not delivered, held in the ieo account.
    expect(sum('USDT')).toBe(snapshot.usdt + snapshot.escrow);
    expect(sum(project.token)).toBe(parseAmount('100'));
    expect(snapshot.ieo).toBeGreaterThanOrEqual(sum(project.token));
    const mine = dataOf(await call<ProofFile>(t.app, 'GET', 'proof/mine', undefined, { token: user.token }));
    const leaf = (f: ProofFile, asset: string) => f.assets.find((a) => a.asset === asset)?.leaf.balance;
    // The user's USDT: 2,000 less the 50 paid for the allotment, the 1,000 of the plan included; the 100 tokens owed.
    expect(leaf(mine, 'USDT')).toBe(parseAmount('1950').toString());
    expect(snapshot.user).toBe(parseAmount('1950'));
    expect(leaf(mine, project.token)).toBe(parseAmount('100').toString());
    const merchantFile = dataOf(await call<ProofFile>(t.app, 'GET', 'proof/mine', undefined, { token: merchant.user.token }));
    expect(leaf(merchantFile, 'USDT')).toBe((snapshot.merchant + parseAmount('100')).toString());
    for (const f of [mine, merchantFile]) expect((await verifyProofFile(f, published)).every((c) => c.ok)).toBe(true);
    // Leaving the committed part out (or any other change of the balance) fails the check.
    const changed: ProofFile = { ...mine, assets: mine.assets.map((a) => (a.asset === project.token ? { ...a, leaf: { ...a.leaf, balance: '0' } } : a)) };
    expect((await verifyProofFile(changed, published)).find((c) => c.asset === project.token)?.ok).toBe(false);
    // candor-verify checks the downloaded file without the server.
    await writeFile(join(dir, 'mine.json'), JSON.stringify(mine));
    await writeFile(join(dir, 'changed.json'), JSON.stringify(changed));
    const good = await runBin([join(dir, 'mine.json'), ...Object.entries(published).map(([a, h]) => `${a}=${h}`)]);
    expect([good.code, good.out]).toEqual([0, expect.stringContaining(`OK   ${project.token}: verified. balance 100`)]);
    expect((await runBin([join(dir, 'changed.json')])).code).toBe(1);
    // Delivered (at 2026-11-25 00:11) the tokens sit in the user's own account: the next day counts them once.
    t.clock.advance(DAY);
    await settle(t.app);
    expect(await t.app.services.proof.publish('2026-11-26')).toBe(true);
    const next = dataOf(await call<ProofFile>(t.app, 'GET', 'proof/mine', { day: '2026-11-26' }, { token: user.token }));
    expect(leaf(next, project.token)).toBe(parseAmount('100').toString());
  });
});
