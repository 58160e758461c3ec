import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { userAccount } from '../ledger/index.js';
import { BID, placeOrder } from '../spot/spot.testkit.js';
import { exchange, feedPrices, getQuote, okData } from '../swap/swap.testkit.js';
import { fundEarn, funding, fundUser, reservedMismatch, trustMismatch } from './earn.testkit.js';

const uplanOf = (t: TestApp, userId: number) =>
  t.app.platform.db.selectFrom('earn_uplans').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

/** The U plan comes back when a trade needs it (ledger.cover.ts): in the trade's transaction, as journal entries. */
describe('U plan: money comes back when a trade needs it', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  moneyTestApp(async (app) => {
    await fundEarn(app.app, '1000');
    const u = await registerUser(app.app);
    await fundUser(app.app, u.id, '1000');
    // Everything idle goes into the U plan: nothing is left free in funding.
    await app.app.services.earn.uplan.set(u.id, true, '0');
    return u;
  }, (app, u) => { t = app; user = u; });

  it('a spot buy succeeds with U plan money: only the missing amount comes back, with the user as actor', async () => {
    expect(await funding(t.app, user.id)).toEqual({ available: 0n, locked: 0n });
    await fundUser(t.app, user.id, '100');
    // 0.01 BTC at 80,000 locks 800 USDT: 100 is free, 700 comes back from the U plan.
    const placed = await placeOrder(t.app, user, { ...BID, price: '80000', amount: '0.01' });
    expect(placed.body).toMatchObject({ type: 'ok', data: { status: 'waiting' } });
    expect(await funding(t.app, user.id)).toEqual({ available: 0n, locked: p('800') });
    expect((await uplanOf(t, user.id)).balance_atoms).toBe(p('300'));
    const lines = await t.app.services.ledger.statement({ ownerId: user.id, kind: 'trust' }, { limit: 10, offset: 0 });
    expect(lines.items[0]).toMatchObject({ reason: 'uplan_redeem USDT', actor: { type: 'user', id: user.id }, locked: -p('700') });
    expect(await trustMismatch(t.app, user.id)).toBeNull();
    expect(await reservedMismatch(t.app)).toEqual([]);
  });

  it('a transfer to futures takes from the U plan too; beyond it the transfer is refused and nothing comes back', async () => {
    const wallet = t.app.services.wallet;
    await wallet.transfer(user.id, 'real', { from: 'funding', to: 'futures', coin: 'USDT', amount: '250' }, 'cover-1');
    expect((await t.app.services.ledger.balance(userAccount(user.id, 'USDT', 'futures', 'real'))).available).toBe(p('250'));
    expect((await uplanOf(t, user.id)).balance_atoms).toBe(p('750'));
    await expect(wallet.transfer(user.id, 'real', { from: 'funding', to: 'futures', coin: 'USDT', amount: '751' }, 'cover-2')).rejects.toThrow();
    expect((await uplanOf(t, user.id)).balance_atoms).toBe(p('750'));
    expect(await funding(t.app, user.id)).toEqual({ available: 0n, locked: 0n });
    expect(await trustMismatch(t.app, user.id)).toBeNull();
  });

  it('a swap of USDT takes what is missing from the U plan, in the swap\'s own transaction', async () => {
    await t.app.services.swap.fundLiquidity();
    await feedPrices(t.app, t.clock.now(), { BTC: '96000' });
    const q = okData(await getQuote(t.app, user, { from: 'USDT', to: 'BTC' }));
    okData(await exchange(t.app, user, { quote_id: q.quote_id, amount: '960', idempotency_key: 'uplan-swap-1' }));
    expect(await funding(t.app, user.id)).toEqual({ available: 0n, locked: 0n });
    expect((await uplanOf(t, user.id)).balance_atoms).toBe(p('40'));
    expect(await trustMismatch(t.app, user.id)).toBeNull();
    expect(await reservedMismatch(t.app)).toEqual([]);
  });

  it('10 buys and 10 transfers at once against 1,000 in the U plan: exactly ten fit, nothing comes back twice', async () => {
    const buys = Array.from({ length: 10 }, () => placeOrder(t.app, user, { ...BID, price: '10000', amount: '0.01' }).then((r) => r.body.type === 'ok'));
    const transfers = Array.from({ length: 10 }, (_, i) => t.app.services.wallet
      .transfer(user.id, 'real', { from: 'funding', to: 'futures', coin: 'USDT', amount: '100' }, `race-${i}`).then(() => true, () => false));
    const ok = (await Promise.all([...buys, ...transfers])).filter(Boolean).length;
    // 100 USDT each, the U plan holds 1,000: exactly ten fit, whatever the order.
    expect(ok).toBe(10);
    const futures = (await t.app.services.ledger.balance(userAccount(user.id, 'USDT', 'futures', 'real'))).available;
    const f = await funding(t.app, user.id);
    expect(f.available).toBe(0n);
    expect(f.locked + futures).toBe(p('1000'));
    expect((await uplanOf(t, user.id)).balance_atoms).toBe(0n);
    const back = await t.app.services.ledger.statement({ ownerId: user.id, kind: 'trust' }, { limit: 100, offset: 0 });
    const returned = back.items.filter((l) => l.reason.startsWith('uplan_redeem')).reduce((s, l) => s - l.locked, 0n);
    expect(returned).toBe(p('1000'));
    expect(await trustMismatch(t.app, user.id)).toBeNull();
    expect(await reservedMismatch(t.app)).toEqual([]);
  });

  it('a user without a U plan, or another coin, is not touched', async () => {
    const other = await registerUser(t.app);
    expect((await placeOrder(t.app, other, BID)).status).toBe(409);
    const sell = await placeOrder(t.app, user, { symbol: 'BTC/USDT', side: 'sell', type: 'limit', price: '90000', amount: '0.01' });
    expect(sell.body.type).not.toBe('ok');
    expect((await uplanOf(t, user.id)).balance_atoms).toBe(p('1000'));
  });
});
