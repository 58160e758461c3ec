import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOfRole, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser, type Reply } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount, type AccountKind } from '../ledger/index.js';
import { grantKyc } from '../kyc/kyc.testkit.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { fund } from '../spot/spot.testkit.js';
import { PAY_PASSWORD, anotherNode, bookAddress, fundingOf, setPayPassword } from './withdrawals.testkit.js';
import type { AdminWithdrawalView } from './withdrawals.views.js';

type PayReply = { withdrawal: AdminWithdrawalView; paid: boolean; awaiting_second_approval: boolean };

const TRON_HASH = 'a'.repeat(64);
let t: TestApp;
let alice: { token: string; id: number };
let root: SignedIn;
let finance: SignedIn;
beforeEach(async () => {
  book.clear();
  t = await createTestApp();
  alice = await registerUser(t.app);
  await setPayPassword(t.app, alice.id);
  await fund(t.app, alice.id, 'USDT', '100000');
  await grantKyc(t.app, alice.id, 'advanced');
  root = await superadmin(t);
  finance = await adminOfRole(t, root, 'finance');
});
afterEach(async () => {
  expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  await t.close();
});

const book = new Map<string, number>();
async function request(amount: string, asset = 'USDT', network: 'TRC20' | 'ERC20' = 'TRC20'): Promise<number> {
  const address_id = book.get(network) ?? await bookAddress(t.app, alice.id, asset, network);
  book.set(network, address_id);
  const res = await call<{ id: number }>(t.app, 'POST', 'wallet/out', { address_id, amount, pay_password: PAY_PASSWORD }, { token: alice.token });
  if (!res.body.data) throw new Error(JSON.stringify(res.body));
  return res.body.data.id;
}

const pay = (id: number | string, who: SignedIn, body: Record<string, string> = {}) =>
  call<PayReply>(t.app, 'POST', `admin/withdrawals/${id}/pay`, body, { token: who.token });
const reject = (id: number | string, who: SignedIn, body: Record<string, string> = { reason: 'address flagged' }) =>
  call<AdminWithdrawalView>(t.app, 'POST', `admin/withdrawals/${id}/reject`, body, { token: who.token });
const balanceOf = async (kind: AccountKind) => (await t.app.services.ledger.balance(platformAccount('USDT', kind))).available;

function refused(res: Reply, code: number, message: string): void {
  expect(res.body).toEqual({ type: 'error', code, message });
  expect(res.status).toBeLessThan(500);
}

describe('admin review of withdrawals', () => {
  it('lists the queue newest first with a status filter, and audits the read', async () => {
    const a = await request('10');
    const b = await request('20');
    await reject(a, finance);
    const all = await call<{ total: number; items: AdminWithdrawalView[] }>(t.app, 'GET', 'admin/withdrawals', { page: 1, limit: 10 }, { token: finance.token });
    expect(all.body.data?.items.map((w) => w.id)).toEqual([b, a]);
    expect(all.body.data?.items[0]).toMatchObject({ user_id: alice.id, amount: '20', fee: '0.6', status: 'processing', second_approval_required: false });
    const open = await call<{ total: number; items: AdminWithdrawalView[] }>(t.app, 'GET', 'admin/withdrawals', { status: 'processing' }, { token: finance.token });
    expect([open.body.data?.total, open.body.data?.items.map((w) => w.id)]).toEqual([1, [b]]);
    expect((await call(t.app, 'GET', `admin/withdrawals/${b}`, undefined, { token: finance.token })).body.data).toMatchObject({ id: b });
    const actions = (await t.app.platform.db.selectFrom('audit_log').select('action').where('admin_id', '=', finance.id).execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['withdrawal.reject', 'withdrawals.list', 'withdrawal.read']));
  });

  it('pays: the locked amount goes to the outside world and the fee to the fees account, with the tx hash', async () => {
    const id = await request('100');
    const res = await pay(id, finance, { tx_hash: TRON_HASH });
    expect(res.body.data).toMatchObject({ paid: true, awaiting_second_approval: false });
    expect(res.body.data?.withdrawal).toMatchObject({ status: 'approved', tx_hash: TRON_HASH, decided_by: finance.id, amount: '100', fee: '3' });
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 99897_00000000n, locked: 0n });
    expect(await balanceOf('fees')).toBe(3_00000000n);
    // external gave 100000 to fund alice and took back the 100 paid out.
    expect(await balanceOf('external')).toBe(-99900_00000000n);
    const entries = await t.app.platform.db.selectFrom('ledger_entries').select(['reason', 'actor_type', 'actor_id'])
      .where('ref', 'in', [`withdrawal:${id}:pay`, `withdrawal:${id}:fee`]).orderBy('id').execute();
    expect(entries).toEqual([
      { reason: 'withdrawal', actor_type: 'admin', actor_id: finance.id },
      { reason: 'withdrawal_fee', actor_type: 'admin', actor_id: finance.id },
    ]);
    const record = await call<{ items: { status: string; tx_hash: string }[] }>(t.app, 'GET', 'charge_mention/log3', undefined, { token: alice.token });
    expect(record.body.data?.items[0]).toMatchObject({ status: 'approved', tx_hash: TRON_HASH });
  });

  it('checks the tx hash for the network and answers bad ids clearly', async () => {
    const trc = await request('10');
    refused(await pay(trc, finance, { tx_hash: `0x${TRON_HASH}` }), 6318, 'Please enter the correct hash value.');
    const erc = await request('10', 'USDT', 'ERC20');
    refused(await pay(erc, finance, { tx_hash: TRON_HASH }), 6318, 'Please enter the correct hash value.');
    expect((await pay(erc, finance, { tx_hash: `0x${TRON_HASH}` })).body.data?.paid).toBe(true);
    refused(await pay(999999, finance), 6314, 'Withdrawal not found.');
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999']) {
      const res = await pay(id, finance);
      expect([res.status, res.body.code], id).toEqual([422, 1001]);
    }
  });

  it('rejects with a reason: the lock is released and the record shows why', async () => {
    const id = await request('50');
    refused(await reject(id, finance, {}), 6317, 'Please give the reason for the rejection.');
    refused(await call(t.app, 'POST', `admin/withdrawals/${id}/reject`, undefined, { token: finance.token }), 6317, 'Please give the reason for the rejection.');
    refused(await reject(id, finance, { reason: '   ' }), 6317, 'Please give the reason for the rejection.');
    const res = await reject(id, finance, { reason: 'Address on a sanctions list' });
    expect(res.body.data).toMatchObject({ status: 'rejected', reason: 'Address on a sanctions list', decided_by: finance.id });
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 100000_00000000n, locked: 0n });
    const record = await call<{ items: { status: string; reason: string }[] }>(t.app, 'GET', 'charge_mention/log3', undefined, { token: alice.token });
    expect(record.body.data?.items[0]).toMatchObject({ status: 'rejected', reason: 'Address on a sanctions list' });
  });

  it('decides once: a paid one cannot be paid or rejected again', async () => {
    const id = await request('10');
    const bare = await call<PayReply>(t.app, 'POST', `admin/withdrawals/${id}/pay`, undefined, { token: finance.token });
    expect(bare.body.data?.paid).toBe(true);
    refused(await pay(id, finance), 6315, 'This withdrawal has already been decided.');
    refused(await reject(id, finance), 6315, 'This withdrawal has already been decided.');
    expect(await balanceOf('fees')).toBe(30000000n);
  });

  it('needs two different admins at or above the review threshold', async () => {
    const id = await request('10000');
    const first = await pay(id, finance);
    expect(first.body.data).toMatchObject({ paid: false, awaiting_second_approval: true, withdrawal: { status: 'processing', first_approved_by: finance.id, second_approval_required: true } });
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 89700_00000000n, locked: 10300_00000000n });
    refused(await pay(id, finance), 6316, 'This withdrawal needs the approval of a second, different admin.');
    const second = await pay(id, root);
    expect(second.body.data).toMatchObject({ paid: true, withdrawal: { status: 'approved', decided_by: root.id, first_approved_by: finance.id } });
    expect(await balanceOf('fees')).toBe(300_00000000n);
    // Below the threshold one approval pays.
    expect((await pay(await request('9999.99999999'), finance)).body.data?.paid).toBe(true);
  });

  it('a pay racing a reject ends in one state, with the money where that state says', async () => {
    // A node without the 3-a-day limit, so the rounds can all be requested today.
    const node = anotherNode(t.app, { dailyLimit: 100 });
    const address_id = await bookAddress(t.app, alice.id, 'USDT', 'TRC20');
    for (let round = 0; round < 8; round++) {
      const { id } = await node.request(alice.id, { address_id, amount: '10', pay_password: PAY_PASSWORD }, undefined);
      const before = await fundingOf(t.app, alice.id);
      const [p, r] = await Promise.all([pay(id, finance), reject(id, root)]);
      expect([p.body, r.body].filter((x) => x.type === 'ok'), JSON.stringify([p.body, r.body])).toHaveLength(1);
      const after = await fundingOf(t.app, alice.id);
      const state = (await t.app.services.withdrawals.review.get(id)).status;
      if (p.body.type === 'ok') {
        expect([state, after]).toEqual(['approved', { available: before.available, locked: before.locked - 10_30000000n }]);
      } else {
        expect([state, after]).toEqual(['rejected', { available: before.available + 10_30000000n, locked: before.locked - 10_30000000n }]);
      }
    }
  });

  it('two pays at once pay once', async () => {
    const id = await request('10');
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(id, finance)));
    expect(replies.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    for (const r of replies.filter((x) => x.body.type !== 'ok')) expect(r.body.code).toBe(6315);
    expect(await balanceOf('fees')).toBe(30000000n);
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 99989_70000000n, locked: 0n });
  });

  it('refuses user tokens, no token and roles without the withdrawals resource', async () => {
    const id = await request('10');
    const support = await adminOfRole(t, root, 'support');
    for (const [method, path] of [['GET', 'admin/withdrawals'], ['GET', `admin/withdrawals/${id}`], ['POST', `admin/withdrawals/${id}/pay`], ['POST', `admin/withdrawals/${id}/reject`]] as const) {
      for (const token of [alice.token, undefined]) {
        const res = await call(t.app, method, path, method === 'POST' ? { reason: 'x' } : undefined, token ? { token } : {});
        expect([res.status, res.body.type], `${path} ${token ? 'user' : 'none'}`).toEqual([401, '999']);
      }
      const res = await call(t.app, method, path, method === 'POST' ? { reason: 'x' } : undefined, { token: support.token });
      expect([res.status, res.body.code], path).toEqual([403, 9003]);
    }
    expect((await t.app.services.withdrawals.review.get(id)).status).toBe('processing');
  });
});
