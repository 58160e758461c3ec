import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { appsClosedAfterEach, type TestApp } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { userAccount } from '../ledger/index.js';
import { fund } from '../spot/spot.testkit.js';
import { seedNftSamples } from './nft.samples.js';
import { charityAccount } from './nft.views.js';

const apps = appsClosedAfterEach();
const keyOf = (e: unknown): string => (e instanceof Error && 'key' in e ? String((e as { key: unknown }).key) : String(e));
const U = (n: bigint): bigint => n * 10n ** 8n;

async function fresh(): Promise<TestApp> {
  const t = await apps.fresh();
  return t;
}

async function setup(t: TestApp, editions: number) {
  const { nft } = t.app.services;
  const cause = await nft.desk.createCause({ name: { en: 'Test cause', de: 'Testzweck' }, story: { en: 'A story' } });
  const item = await nft.desk.createItem({ cause_id: cause.id, title: { en: 'Test NFT' }, story: { en: 'Story' }, price: '10', edition_size: editions });
  return { cause, item };
}

describe('NFT charity', { timeout: 120_000 }, () => {
  it('50 concurrent buyers race for the last 3 editions: exactly 3 sold, numbered, paid to the charity account, books balance', async () => {
    const t = await fresh();
    const { nft, ledger } = t.app.services;
    const { cause, item } = await setup(t, 5);
    const early = await registerUser(t.app);
    await fund(t.app, early.id, 'USDT', '20');
    await nft.buy(early.id, item.id, 'a');
    await nft.buy(early.id, item.id, 'b');
    const buyers = [];
    // Buyers by id only (the service takes the signed-in user's id): registering 50 users would hit the sign-up limit.
    for (let i = 0; i < 50; i++) {
      await fund(t.app, 10_000 + i, 'USDT', '15');
      buyers.push(10_000 + i);
    }
    const results = await Promise.allSettled(buyers.map((id) => nft.buy(id, item.id, `race-${id}`)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(3);
    expect(new Set(results.filter((r) => r.status === 'rejected').map((r) => keyOf(r.reason)))).toEqual(new Set(['nft_sold_out']));
    const editions = await nft.repo.editionsOf(item.id);
    expect(editions.map((e) => e.edition_no)).toEqual([1, 2, 3, 4, 5]);
    expect((await nft.repo.item(item.id))?.sold).toBe(5);
    expect((await ledger.balance(charityAccount(cause.id))).available).toBe(U(50n));
    for (const id of buyers) {
      const owns = editions.some((e) => Number(e.owner_id) === id);
      expect((await ledger.balance(userAccount(id, 'USDT', 'funding', 'real'))).available).toBe(owns ? U(5n) : U(15n));
    }
    expect(await ledgerProblems(ledger, t.app.platform.db)).toEqual([]);
    const detail = await nft.detail(item.id, 'de', early.id);
    expect(detail.owners).toHaveLength(5);
    expect(detail.owners.every((o) => o.owner.endsWith('***'))).toBe(true);
    expect(detail.mine).toEqual([1, 2]);
    expect(detail.cause.name).toBe('Testzweck');
    expect(detail.nft.title).toBe('Test NFT');
    expect(detail.cause.received).toBe('50');
  });

  it('a buyer short of funds gets nothing and the edition stays for sale; a repeated key buys once', async () => {
    const t = await fresh();
    const { nft } = t.app.services;
    const { item } = await setup(t, 2);
    const poor = await registerUser(t.app);
    await fund(t.app, poor.id, 'USDT', '5');
    await expect(nft.buy(poor.id, item.id, 'x')).rejects.toMatchObject({ key: 'insufficient_balance' });
    expect((await nft.repo.item(item.id))?.sold).toBe(0);
    const rich = await registerUser(t.app);
    await fund(t.app, rich.id, 'USDT', '100');
    const first = await nft.buy(rich.id, item.id, 'same');
    const again = await nft.buy(rich.id, item.id, 'same');
    expect(again).toEqual(first);
    expect(await nft.mine(rich.id, 'en')).toHaveLength(1);
    expect((await nft.repo.item(item.id))?.sold).toBe(1);
  });

  it('a payout needs two different finance admins and leaves the charity account in one ledger entry', async () => {
    const t = await fresh();
    const { nft, ledger } = t.app.services;
    const { cause, item } = await setup(t, 10);
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '30');
    for (const k of ['1', '2', '3']) await nft.buy(u.id, item.id, k);
    await expect(nft.desk.proposePayout({ id: 1, ip: '::1' }, { cause_id: cause.id, amount: '31', recipient: 'Bank ref 1' })).rejects.toMatchObject({ key: 'nft_payout_above_balance' });
    const p = await nft.desk.proposePayout({ id: 1, ip: '::1' }, { cause_id: cause.id, amount: '25', recipient: 'Bank ref 1' });
    expect(p.status).toBe('pending');
    await expect(nft.desk.approvePayout({ id: 1, ip: '::1' }, p.id)).rejects.toMatchObject({ key: 'nft_second_admin_required' });
    expect((await ledger.balance(charityAccount(cause.id))).available).toBe(U(30n));
    const paid = await nft.desk.approvePayout({ id: 2, ip: '::1' }, p.id);
    expect(paid.status).toBe('paid');
    expect((await ledger.balance(charityAccount(cause.id))).available).toBe(U(5n));
    const view = (await nft.causes('en')).find((c) => c.id === cause.id);
    expect(view).toMatchObject({ balance: '5', received: '30', paid_out: '25' });
    await expect(nft.desk.approvePayout({ id: 3, ip: '::1' }, p.id)).rejects.toMatchObject({ key: 'nft_payout_not_pending' });
    expect((await nft.detail(item.id, 'en', undefined)).payouts).toHaveLength(1);
    expect(await ledgerProblems(ledger, t.app.platform.db)).toEqual([]);
  });

  it('a trial install ships one sample cause and NFT, marked as sample, once; sold-out and edition-size rules hold', async () => {
    const t = await fresh();
    const { nft } = t.app.services;
    await seedNftSamples(nft);
    await seedNftSamples(nft);
    const causes = await nft.causes('en');
    expect(causes).toHaveLength(1);
    expect(causes[0]?.sample).toBe(true);
    expect(causes[0]?.name).toMatch(/sample/i);
    const items = await nft.list('fr');
    expect(items).toHaveLength(1);
    expect(items[0]?.sample).toBe(true);
    expect(items[0]?.story).toMatch(/not an on-chain token/);
    await expect(nft.desk.updateItem(items[0]?.id ?? 0, { edition_size: 0 })).rejects.toMatchObject({ key: 'nft_field_invalid' });
  });

  it('the back office translates a cause and an NFT: the texts of every language read back, English stays required, users read their language', async () => {
    const t = await fresh();
    const { nft } = t.app.services;
    const { cause, item } = await setup(t, 5);
    expect(cause.texts).toEqual({ name: { en: 'Test cause', de: 'Testzweck' }, story: { en: 'A story' } });
    const renamed = await nft.desk.updateCause(cause.id, { name: { en: 'Test cause', de: 'Testzweck', fr: 'Cause test' }, story: { en: 'A story', fr: 'Une histoire' } });
    expect(renamed.texts.name.fr).toBe('Cause test');
    expect(renamed.balance).toBe(cause.balance);
    await expect(nft.desk.updateCause(cause.id, { name: { fr: 'Sans anglais' } })).rejects.toMatchObject({ key: 'nft_field_invalid' });
    await expect(nft.desk.updateCause(999_999, { name: { en: 'x' } })).rejects.toMatchObject({ key: 'nft_cause_not_found' });
    await nft.desk.updateItem(item.id, { title: { en: 'Test NFT', jp: 'テスト' } });
    const [listed] = (await nft.desk.items()).filter((i) => i.id === item.id);
    expect(listed?.texts.title).toEqual({ en: 'Test NFT', jp: 'テスト' });
    expect(listed?.image_upload_id).toBeNull();
    const seen = (await nft.list('jp')).find((i) => i.id === item.id);
    expect(seen).toMatchObject({ title: 'テスト', cause: 'Test cause' });
    expect((await nft.causes('fr')).find((c) => c.id === cause.id)?.story).toBe('Une histoire');
  });
});
