import { parseAmount as p, type FiatRate as Rate } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expect999, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { swapAccount } from './swap.liquidity.js';
import { ledgerProblemsOf, getQuote, okData, refusal } from './swap.testkit.js';

describe('back office: fiat rates', () => {
  let t: TestApp;
  let root: SignedIn;
  let finance: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.swap.fundLiquidity();
    root = await superadmin(t);
    finance = await adminOfRole(t, root, 'finance');
  });
  afterAll(async () => {
    expect(await ledgerProblemsOf(t.app)).toEqual([]);
    await t.close();
  });

  const list = (token?: string) => call<{ total: number; items: Rate[] }>(t.app, 'GET', 'admin/fiat-rates', undefined, token ? { token } : {});
  const set = (code: string, body: Record<string, string>, token = finance.token) => call<Rate>(t.app, 'POST', `admin/fiat-rates/${code}`, body, { token });

  it('refuses users, visitors and roles without the resource', async () => {
    const user = await registerUser(t.app);
    expect999(await list(user.token));
    expect999(await list());
    expect999(await set('EUR', { rate: '1' }, user.token));
    const support = await adminOfRole(t, root, 'support');
    expect(refusal(await list(support.token))).toBe(9003);
    expect(refusal(await set('EUR', { rate: '1' }, support.token))).toBe(9003);
    expect(dataOf(await list(root.token)).total).toBe(6);
  });

  it('lists the seeded sample rates and audits the read', async () => {
    const page = dataOf(await list(finance.token));
    expect(page.total).toBe(6);
    expect(page.items.find((r) => r.code === 'JPY')).toEqual({ code: 'JPY', rate: '150', decimals: 0, enabled: true, sample: true, updated_by: null, updated_at: 0 });
    const audit = await t.app.platform.db.selectFrom('audit_log').selectAll().where('action', '=', 'fiat_rates.read').where('admin_id', '=', finance.id).execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('sets a rate (no longer a sample), pauses a currency, and audits both with before and after', async () => {
    const r = dataOf(await set('gbp', { rate: '0.8', enabled: '1' }));
    expect(r).toMatchObject({ code: 'GBP', rate: '0.8', decimals: 2, enabled: true, sample: false, updated_by: finance.id });
    const paused = dataOf(await set('GBP', { enabled: '0' }));
    expect(paused).toMatchObject({ rate: '0.8', enabled: false, sample: false });
    const rows = await t.app.platform.db.selectFrom('audit_log').selectAll().where('action', '=', 'fiat_rates.set').where('target', '=', 'fiat_rate:GBP').orderBy('id').execute();
    expect(rows).toHaveLength(2);
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({ before: { rate: '0.79', sample: true }, after: { rate: '0.8', sample: false } });
  });

  it('adds a currency with its places and funds its share of the swap account', async () => {
    const chf = dataOf(await set('CHF', { rate: '0.88', decimals: '2' }));
    expect(chf).toMatchObject({ code: 'CHF', rate: '0.88', decimals: 2, enabled: true, sample: false });
    expect((await t.app.services.ledger.balance(swapAccount('CHF', 'real'))).available).toBe(p('880000'));
    expect((await t.app.services.ledger.balance(swapAccount('CHF', 'demo'))).available).toBe(p('880000'));
    const user = await registerUser(t.app);
    expect(okData(await getQuote(t.app, user, { from: 'USDT', to: 'CHF', amount: '100' }, true))).toMatchObject({ gross: '88', receive: '87.82' });
  });

  it('refuses bad codes, rates and places with a clear error, never a 5xx', async () => {
    const bad = [
      ['BTC', { rate: '1' }], ['US', { rate: '1' }], ['USDT', { rate: '1' }], ['E1R', { rate: '1' }],
      ['EUR', { rate: '-1' }], ['EUR', { rate: '0' }], ['EUR', { rate: 'abc' }], ['EUR', { rate: '1e3' }], ['EUR', { rate: '0.123456789' }],
      ['EUR', { rate: '99999999999' }], ['EUR', { decimals: '3' }], ['NEW', {}], ['NEW', { rate: '1', decimals: '9' }],
      ['EUR', { enabled: 'maybe' }],
    ] as const;
    for (const [code, body] of bad) {
      const res = await set(code, body);
      expect(res.status, `${code} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(res.body.type, `${code} ${JSON.stringify(body)}`).toBe('error');
    }
    expect(refusal(await set('EUR', { rate: '-1' }))).toBe(6416);
    expect(dataOf(await list(finance.token)).items.find((r) => r.code === 'EUR')).toMatchObject({ rate: '0.92', decimals: 2 });
    expect(dataOf(await list(finance.token)).total).toBe(7);
  });
});
