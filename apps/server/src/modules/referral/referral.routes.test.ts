import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, superadmin } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { a, DAY, deposit, futuresOpen, fundFutures, inviteCodeOf, referrerWith } from './referral.testkit.js';

type Page<T> = { total: number; items: T[] };

describe('referral calls under the contract, the poster, the leaderboard and the back office', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  it('user/invite, user/my_share, get_share_url and my_invite_list answer in the envelope, invitees masked', async () => {
    const { referrer, invitees } = await referrerWith(registerUser, t.app, 2, { email: 'referrer@example.com' });
    const code = await inviteCodeOf(t.app, referrer.id);
    for (const path of ['user/invite', 'user/my_share']) {
      const r = await call<{ invite_code: string; share_url: string; invitees: number; rate: { rate: string } }>(t.app, 'GET', path, undefined, { token: referrer.token });
      expect(r.body).toMatchObject({ type: 'ok' });
      expect(r.body.data).toMatchObject({ invite_code: code, invitees: 2, rate: { rate: '20' } });
      expect(r.body.data?.share_url).toMatch(new RegExp(`\\?invite_code=${code}$`));
    }
    const share = await call<{ url: string }>(t.app, 'GET', 'get_share_url', undefined, { token: referrer.token });
    expect(share.body.data?.url).toContain(code);
    const list = await call<Page<{ name: string; status: string }>>(t.app, 'GET', 'my_invite_list', undefined, { token: referrer.token });
    expect(list.body.data?.total).toBe(2);
    for (const i of list.body.data?.items ?? []) {
      expect(i.name).toMatch(/^.{1,2}\*\*\*@example\.com$/);
      expect(i.status).toBe('registered');
    }
    expect(invitees).toHaveLength(2);
    expect((await call(t.app, 'GET', 'my_invite_list')).status).toBe(401);
  });

  it('the poster is an SVG image with the code, the link and a QR code', async () => {
    const { referrer } = await referrerWith(registerUser, t.app, 0);
    const code = await inviteCodeOf(t.app, referrer.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/my_poster', headers: { authorization: referrer.token, lang: 'de' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain(code);
    expect(res.body).toContain(`?invite_code=${code}`);
    expect(res.body).toContain('Komm mit zu Candor');
    expect(res.body.match(/<svg /g)?.length).toBe(2); // the poster and the nested QR code
    expect(res.body).toMatch(/<path [^>]*d="M/);
  });

  it('the leaderboard ranks this month by USDT commission, top 10, names masked', async () => {
    const amounts = ['3', '9', '1', '9'];
    const people = [];
    for (const [i, fee] of amounts.entries()) {
      const { referrer, invitees } = await referrerWith(registerUser, t.app, 1, { email: `leader${i}@example.com` });
      const inv = invitees[0];
      if (!inv) throw new Error('invitee');
      await deposit(t.app, inv.id, 'USDT', a('1'));
      await fundFutures(t.app, inv.id, a('100'));
      await futuresOpen(t.app, inv.id, a('10'), a(fee));
      people.push(referrer);
    }
    t.clock.advance(DAY);
    await t.app.platform.jobs.runDue('referral.daily');
    const board = dataOf(await call<{ month: string; items: { rank: number; name: string; amount: string; invitees: number }[] }>(t.app, 'GET', 'invite_list'));
    expect(board.month).toBe('2026-11');
    // 9 and 9 tie: the earlier account first; 20 % of each fee
    expect(board.items).toEqual([
      { rank: 1, name: 'le***@example.com', amount: '1.8', invitees: 1 }, { rank: 2, name: 'le***@example.com', amount: '1.8', invitees: 1 },
      { rank: 3, name: 'le***@example.com', amount: '0.6', invitees: 1 }, { rank: 4, name: 'le***@example.com', amount: '0.2', invitees: 1 },
    ]);
    expect(JSON.stringify(board)).not.toContain('leader1@');
    const records = dataOf(await call<Page<{ amount: string }>>(t.app, 'GET', 'my_account_return', undefined, { token: people[1]?.token ?? '' }));
    expect(records.items.map((r) => r.amount)).toEqual(['1.8']);
  });

  it('the back office sets the rate from tomorrow, audited, and lists the days paid', async () => {
    const root = await superadmin(t);
    const finance = await adminOfRole(t, root, 'finance');
    const support = await adminOfRole(t, root, 'support');
    expect((await call(t.app, 'GET', 'admin/referral/settings', undefined, { token: support.token })).status).toBe(403);
    const bad = await call(t.app, 'POST', 'admin/referral/settings', { rate: '101' }, { token: finance.token });
    expect(bad.body).toMatchObject({ type: 'error', code: 9951 });
    const set = dataOf(await call<{ rate: string; next: { rate: string; effective_day: string } }>(t.app, 'POST', 'admin/referral/settings', { rate: '12.5' }, { token: finance.token }));
    expect(set).toMatchObject({ rate: '20', next: { rate: '12.5', effective_day: '2026-11-23' } });
    const audit = await t.app.platform.db.selectFrom('audit_log').selectAll().where('action', '=', 'referral.rate').execute();
    expect(audit).toHaveLength(1);
    const { invitees } = await referrerWith(registerUser, t.app, 1);
    const inv = invitees[0];
    if (!inv) throw new Error('invitee');
    await fundFutures(t.app, inv.id, a('100'));
    await futuresOpen(t.app, inv.id, a('10'), a('1'));
    expect(dataOf(await call<Page<unknown>>(t.app, 'GET', 'admin/referral/payouts', undefined, { token: finance.token })).total).toBe(0);
    t.clock.advance(DAY);
    await t.app.platform.jobs.runDue('referral.daily');
    // (admin sessions are short: the list a day later is read through the service the route calls)
    const days = await t.app.services.referral.payouts(1, 20);
    expect(days.items[0]).toMatchObject({ day: '2026-11-22', rate: '20', entries: 1, totals: [{ asset: 'USDT', amount: '0.2' }] });
  });
});
