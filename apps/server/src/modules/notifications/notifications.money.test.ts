import type { Notification } from '@candor/shared';
import { describe, expect, it, vi } from 'vitest';
import { adminOfRole, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { appsClosedAfterEach, type TestApp } from '../../test/harness.js';
import { configureAddresses, depositId } from '../deposits/deposits.testkit.js';
import { grantKyc } from '../kyc/kyc.testkit.js';
import { buy, fundOptions, tick } from '../options/options.testkit.js';
import { fund } from '../spot/spot.testkit.js';
import { tempDataDir } from '../uploads/uploads.testkit.js';
import { PAY_PASSWORD, bookAddress, setPayPassword } from '../withdrawals/withdrawals.testkit.js';

const { fresh, closeLater } = appsClosedAfterEach();
type Item = Pick<Notification, 'kind' | 'title' | 'body' | 'link'>;

async function centre(t: TestApp, token: string, lang = 'en'): Promise<Item[]> {
  await t.app.platform.bus.idle();
  const r = await call<{ items: Notification[] }>(t.app, 'GET', '/notifications', { limit: 50 }, { token, lang });
  return (r.body.data?.items ?? []).map((n) => ({ kind: n.kind, title: n.title, body: n.body, link: n.link }));
}

/** Every event of `topic` the bus carries during the test. */
function heard(t: TestApp, topic: 'deposits.credited' | 'withdrawals.decided' | 'options.settled'): unknown[] {
  const seen: unknown[] = [];
  t.app.platform.bus.subscribe(topic, (e) => { seen.push(e); });
  return seen;
}

const boom = () => Promise.reject(new Error('the database went away'));

describe('notifications of money movements', { timeout: 120_000 }, () => {
  it('a credited deposit lands once in its user\'s centre; a credit whose transaction rolls back publishes nothing', async () => {
    const data = tempDataDir();
    closeLater(async () => data.remove());
    const t = await fresh({ DATA_DIR: data.dir });
    await configureAddresses(t.app);
    const root = await superadmin(t);
    const finance: SignedIn = await adminOfRole(t, root, 'finance');
    const u = await registerUser(t.app);
    const events = heard(t, 'deposits.credited');
    const approve = (id: number) => call(t.app, 'POST', `admin/deposits/${id}/approve`, undefined, { token: finance.token });

    const failing = await depositId(t.app, u.token, { amount: '120', hash: 'ab'.repeat(32) });
    const spy = vi.spyOn(t.app.services.ledger, 'post').mockImplementationOnce(boom);
    expect((await approve(failing)).status).toBe(500);
    spy.mockRestore();
    await t.app.platform.bus.idle();
    expect(events).toEqual([]);
    expect(await centre(t, u.token)).toEqual([]);

    expect((await approve(failing)).body).toMatchObject({ code: 1 });
    expect(await centre(t, u.token)).toEqual([{ kind: 'deposit', title: 'Deposit credited', body: '120 USDT is in your account.', link: '/pages/assets/index' }]);
    expect(await centre(t, u.token, 'de')).toEqual([expect.objectContaining({ title: 'Einzahlung gutgeschrieben' })]);
    expect(events).toHaveLength(1);
    const rejected = await depositId(t.app, u.token, { amount: '50', hash: 'cd'.repeat(32) });
    await call(t.app, 'POST', `admin/deposits/${rejected}/reject`, { reason: 'proof unreadable' }, { token: finance.token });
    expect(await centre(t, u.token)).toHaveLength(1);
  });

  it('a paid and a rejected withdrawal each land once with the amount sent or returned; a rolled-back decision publishes nothing', async () => {
    const t = await fresh();
    const u = await registerUser(t.app);
    await setPayPassword(t.app, u.id);
    await fund(t.app, u.id, 'USDT', '1000');
    await grantKyc(t.app, u.id, 'advanced');
    const root = await superadmin(t);
    const finance = await adminOfRole(t, root, 'finance');
    const address_id = await bookAddress(t.app, u.id, 'USDT', 'TRC20');
    const request = async (amount: string): Promise<number> => {
      const r = await call<{ id: number }>(t.app, 'POST', 'wallet/out', { address_id, amount, pay_password: PAY_PASSWORD }, { token: u.token });
      if (!r.body.data) throw new Error(JSON.stringify(r.body));
      return r.body.data.id;
    };
    const events = heard(t, 'withdrawals.decided');
    const paid = await request('100');
    const refused = await request('40');

    const spy = vi.spyOn(t.app.services.ledger, 'post').mockImplementationOnce(boom);
    expect((await call(t.app, 'POST', `admin/withdrawals/${paid}/pay`, {}, { token: finance.token })).status).toBe(500);
    spy.mockRestore();
    const unlock = vi.spyOn(t.app.services.ledger, 'unlock').mockImplementationOnce(boom);
    expect((await call(t.app, 'POST', `admin/withdrawals/${refused}/reject`, { reason: 'address flagged' }, { token: finance.token })).status).toBe(500);
    unlock.mockRestore();
    await t.app.platform.bus.idle();
    expect(events).toEqual([]);
    expect(await centre(t, u.token)).toEqual([]);

    expect((await call(t.app, 'POST', `admin/withdrawals/${paid}/pay`, {}, { token: finance.token })).body).toMatchObject({ code: 1 });
    expect((await call(t.app, 'POST', `admin/withdrawals/${refused}/reject`, { reason: 'address flagged' }, { token: finance.token })).body).toMatchObject({ code: 1 });
    const items = await centre(t, u.token);
    expect(items).toHaveLength(2);
    expect(items).toContainEqual({ kind: 'withdrawal', title: 'Withdrawal sent', body: '100 USDT was sent.', link: '/pages/assets/index' });
    const back = items.find((n) => n.title === 'Withdrawal refused');
    // The amount and its fee are released: the body says what came back.
    expect(back?.body).toMatch(/^4\d(\.\d+)? USDT is back in your account\.$/);
    expect(events).toHaveLength(2);
  });

  it('an options settlement run: one notification per user, mode and symbol summing its orders, not one per order', async () => {
    const t = await fresh();
    await t.app.services.options.money.fundPlatform(['real', 'demo']);
    await tick(t.app, t.clock.now(), { BTC: '100000.00', ETH: '3000' });
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    for (const u of [a, b]) {
      await grantKyc(t.app, u.id, 'basic');
      await fundOptions(t.app, u.id, '1000');
      await fundOptions(t.app, u.id, '1000', 'demo');
    }
    const events = heard(t, 'options.settled');
    const first = await buy(t.app, a.id, { direction: 'rise' });
    await buy(t.app, a.id, { direction: 'rise' });
    await buy(t.app, a.id, { direction: 'fall' });
    await buy(t.app, a.id, { direction: 'rise', symbol: 'ETH/USDT' });
    await buy(t.app, a.id, { direction: 'fall' }, 'demo');
    await buy(t.app, b.id, { direction: 'fall' });
    await tick(t.app, first.close_time, { BTC: '100100.00', ETH: '2990' });
    t.clock.advance(61_000);

    const spy = vi.spyOn(t.app.services.ledger, 'postMany').mockImplementationOnce(boom);
    await expect(t.app.services.options.settlement.run(t.clock.now())).rejects.toThrow('the database went away');
    spy.mockRestore();
    await t.app.platform.bus.idle();
    expect(events).toEqual([]);

    expect(await t.app.services.options.settlement.run(t.clock.now())).toBe(6);
    expect(events).toHaveLength(4);
    const mine = await centre(t, a.token);
    expect(mine).toHaveLength(3);
    expect(mine).toContainEqual({ kind: 'settlement', title: 'BTC/USDT options settled', body: 'Won 2, lost 1, void 0. Paid 360 USDT.', link: '/pages/option/detail' });
    expect(mine).toContainEqual({ kind: 'settlement', title: 'ETH/USDT options settled', body: 'Won 0, lost 1, void 0. Paid 0 USDT.', link: '/pages/option/detail' });
    expect(mine).toContainEqual({ kind: 'settlement', title: 'BTC/USDT demo options settled', body: 'Won 0, lost 1, void 0. Paid 0 USDT.', link: '/pages/option/detail' });
    expect(await centre(t, b.token, 'zh')).toEqual([{ kind: 'settlement', title: 'BTC/USDT 期权已结算', body: '盈 0，亏 1，作废 0。到账 0 USDT。', link: '/pages/option/detail' }]);
    // A second run finds nothing due and tells nothing.
    expect(await t.app.services.options.settlement.run(t.clock.now() + 1000)).toBe(0);
    expect(await centre(t, a.token)).toHaveLength(3);
  });
});
