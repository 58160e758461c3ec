import type { FaqAdmin, FaqArticle, FaqCategory, FaqItem } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expectError, superadmin, type SignedIn } from '../../test/admin.js';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { SAMPLE_FAQ, seedFaqSamples } from './support.samples.js';

describe('help centre FAQ: languages with English fallback, publication, search, sanitising', () => {
  let t: TestApp;
  let operator: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await adminOfRole(t, await superadmin(t), 'operator');
  });
  afterAll(async () => { await t.close(); });

  const admin = async (path: string, body: Record<string, unknown>) =>
    dataOf(await call<FaqAdmin>(t.app, 'POST', `admin/support/faq${path}`, body, { token: operator.token, json: true }));
  const list = async (query: Record<string, string | number>, lang = 'en') =>
    dataOf(await call<{ total: number; items: FaqItem[] }>(t.app, 'GET', 'help/articles', query, { lang }));

  it('serves published articles in the asked language, else English; drafts are not served', async () => {
    const cats = await admin('/categories', { sort: 1, names: { en: 'Trading', de: 'Handel' } });
    const cat = cats.categories.find((c) => c.names['en'] === 'Trading')!;
    const a = (await admin('/articles', { category_id: cat.id, sort: 0, published: false })).articles.at(-1)!;
    await admin(`/articles/${a.id}/texts`, { lang: 'en', title: 'What is a limit order?', body: '<p>An order at your price.</p><script>alert(1)</script>' });
    await admin(`/articles/${a.id}/texts`, { lang: 'de', title: 'Was ist eine Limit-Order?', body: '<p onclick="x()">Eine Order zu Ihrem Preis.</p>' });
    // Not published yet: nobody sees it.
    expect((await call(t.app, 'GET', 'help/detail', { id: a.id })).status).toBe(404);
    expect((await list({ category_id: cat.id })).total).toBe(0);
    await admin(`/articles/${a.id}`, { category_id: cat.id, sort: 0, published: true });
    const de = dataOf(await call<FaqArticle>(t.app, 'GET', 'help/detail', { id: a.id }, { lang: 'de' }));
    expect(de).toMatchObject({ lang: 'de', title: 'Was ist eine Limit-Order?', body: '<p>Eine Order zu Ihrem Preis.</p>', sample: false });
    expect(dataOf(await call<FaqArticle>(t.app, 'GET', 'help/detail', { id: a.id }, { lang: 'fr' }))).toMatchObject({ lang: 'en', body: '<p>An order at your price.</p>' });
    const names = dataOf(await call<FaqCategory[]>(t.app, 'GET', 'help/categories', undefined, { lang: 'de' }));
    expect(names.find((c) => c.id === cat.id)).toMatchObject({ name: 'Handel', articles: 1 });
    const fr = dataOf(await call<FaqCategory[]>(t.app, 'GET', 'help/categories', undefined, { lang: 'fr' }));
    expect(fr.find((c) => c.id === cat.id)?.name).toBe('Trading');
    // Withdrawn again: gone.
    await admin(`/articles/${a.id}`, { category_id: cat.id, sort: 0, published: false });
    expect((await call(t.app, 'GET', 'help/detail', { id: a.id })).status).toBe(404);
  });

  it('searches titles and text, in the served language and English', async () => {
    const cats = await admin('/categories', { sort: 2, names: { en: 'Wallet' } });
    const cat = cats.categories.find((c) => c.names['en'] === 'Wallet')!;
    const mk = async (en: { title: string; body: string }, de?: { title: string; body: string }) => {
      const a = (await admin('/articles', { category_id: cat.id, sort: 0, published: true })).articles.at(-1)!;
      await admin(`/articles/${a.id}/texts`, { lang: 'en', ...en });
      if (de) await admin(`/articles/${a.id}/texts`, { lang: 'de', ...de });
      return a.id;
    };
    const transfer = await mk({ title: 'Internal transfers', body: '<p>Move USDT between your accounts.</p>' }, { title: 'Interne Umbuchungen', body: '<p>USDT zwischen Konten verschieben.</p>' });
    const address = await mk({ title: 'Withdrawal addresses', body: '<p>Save an address book entry.</p>' });
    expect((await list({ q: 'usdt' })).items.map((i) => i.id)).toEqual([transfer]);
    expect((await list({ q: 'ADDRESS book' })).items.map((i) => i.id)).toEqual([address]);
    // German readers find by German and English words, and read the German text where there is one.
    expect((await list({ q: 'umbuchungen' }, 'de')).items.map((i) => [i.id, i.lang])).toEqual([[transfer, 'de']]);
    expect((await list({ q: 'transfers' }, 'de')).items.map((i) => [i.id, i.lang])).toEqual([[transfer, 'de']]);
    expect((await list({ q: 'address' }, 'de')).items.map((i) => [i.id, i.lang])).toEqual([[address, 'en']]);
    // Markup is not searched.
    expect((await list({ q: '<p>' })).total).toBe(0);
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('refuses an empty body, a missing category and a category without an English name', async () => {
    const cats = await admin('/categories', { sort: 3, names: { en: 'Misc' } });
    const a = (await admin('/articles', { category_id: cats.categories.at(-1)!.id, sort: 0, published: true })).articles.at(-1)!;
    expectError(await call(t.app, 'POST', `admin/support/faq/articles/${a.id}/texts`, { lang: 'en', title: 'x', body: '<script>x</script>' }, { token: operator.token }),
      422, 8607, 'The text is empty once unsafe markup is removed.');
    expectError(await call(t.app, 'POST', 'admin/support/faq/articles', { category_id: 9999, sort: 0, published: true }, { token: operator.token }),
      422, 8606, 'This FAQ category does not exist.');
    expect((await call(t.app, 'POST', 'admin/support/faq/categories', { sort: 0, names: { de: 'Nur Deutsch' } }, { token: operator.token, json: true })).status).toBe(400);
  });

  it('seeds the sample FAQ once, marked sample, only where the FAQ is empty', async () => {
    const fresh = await createTestApp();
    try {
      const support = fresh.app.services.support;
      expect(await seedFaqSamples(support.faq)).toBe(SAMPLE_FAQ.reduce((n, c) => n + c.articles.length, 0));
      expect(await seedFaqSamples(support.faq)).toBe(0);
      const items = dataOf(await call<{ total: number; items: FaqItem[] }>(fresh.app, 'GET', 'help/articles', { q: 'password' }, { lang: 'jp' }));
      expect(items.items[0]).toMatchObject({ lang: 'en', sample: true, title: 'How do I reset my password?' });
      const cats = dataOf(await call<FaqCategory[]>(fresh.app, 'GET', 'help/categories', undefined, { lang: 'jp' }));
      expect(cats.map((c) => c.name)).toEqual(['アカウントとセキュリティ', '入金と出金']);
    } finally {
      await fresh.close();
    }
  });
});
