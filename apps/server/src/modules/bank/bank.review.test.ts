import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOfRole, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount, type AccountKind } from '../ledger/index.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { fund } from '../spot/spot.testkit.js';
import { PAY_PASSWORD, setPayPassword } from '../withdrawals/withdrawals.testkit.js';
import { approveAdvancedKyc, approveBasicKyc, bindCard, usdtOf } from './bank.testkit.js';

type Admin = { id: number; status: string; payment_ref: string | null; reason: string | null; decided_by: number | null; first_approved_by: number | null; card: { iban: string } };
type PayReply = { withdrawal: Admin; paid: boolean; awaiting_second_approval: boolean };

let t: TestApp;
let alice: { token: string; id: number };
let card: number;
let root: SignedIn;
let finance: SignedIn;
beforeEach(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  await setPayPassword(t.app, alice.id);
  await approveBasicKyc(t.app, alice.id);
  await approveAdvancedKyc(t.app, alice.id);
  await fund(t.app, alice.id, 'USDT', '100000');
  card = await bindCard(t.app, alice.id);
  root = await superadmin(t);
  finance = await adminOfRole(t, root, 'finance');
});
afterEach(async () => {
  expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  await t.close();
});

async function request(amount: string): Promise<number> {
  const res = await call<{ id: number }>(t.app, 'POST', 'bank/withdraw', { card_id: card, amount, pay_password: PAY_PASSWORD }, { token: alice.token });
  if (!res.body.data) throw new Error(JSON.stringify(res.body));
  return res.body.data.id;
}
const pay = (id: number | string, who: SignedIn, body: Record<string, string> = {}) =>
  call<PayReply>(t.app, 'POST', `admin/bank-withdrawals/${id}/pay`, body, { token: who.token });
const reject = (id: number | string, who: SignedIn, body: Record<string, string> = { reason: 'name differs at the bank' }) =>
  call<Admin>(t.app, 'POST', `admin/bank-withdrawals/${id}/reject`, body, { token: who.token });
const platformOf = async (kind: AccountKind) => (await t.app.services.ledger.balance(platformAccount('USDT', kind))).available;

describe('finance review of bank withdrawals', () => {
  it('marks paid: the held amount goes to the outside world and the fee to fees, each an entry by the admin; the user sees it', async () => {
    const id = await request('1000');
    const list = await call<{ items: Admin[] }>(t.app, 'GET', 'admin/bank-withdrawals', { status: 'processing' }, { token: finance.token });
    expect(list.body.data?.items[0]).toMatchObject({ id, user_id: alice.id, card: { iban: 'DE89370400440532013000' } });
    const res = await pay(id, finance, { payment_ref: 'SEPA-2026-11-24-001' });
    expect(res.body.data).toMatchObject({ paid: true, withdrawal: { status: 'approved', payment_ref: 'SEPA-2026-11-24-001', decided_by: finance.id } });
    expect(await usdtOf(t.app, alice.id)).toEqual({ available: 98995_00000000n, locked: 0n });
    expect(await platformOf('fees')).toBe(5_00000000n);
    expect(await platformOf('external')).toBe(-99000_00000000n);
    const entries = await t.app.platform.db.selectFrom('ledger_entries').select(['reason', 'actor_type', 'actor_id'])
      .where('ref', 'in', [`bank_withdrawal:${id}:pay`, `bank_withdrawal:${id}:fee`]).orderBy('id').execute();
    expect(entries).toEqual([
      { reason: 'bank_withdrawal', actor_type: 'admin', actor_id: finance.id },
      { reason: 'bank_withdrawal_fee', actor_type: 'admin', actor_id: finance.id },
    ]);
    const mine = await call<{ items: { status: string; payment_ref: string }[] }>(t.app, 'GET', 'bank/withdrawals', undefined, { token: alice.token });
    expect(mine.body.data?.items[0]).toMatchObject({ status: 'approved', payment_ref: 'SEPA-2026-11-24-001' });
    const actions = (await t.app.platform.db.selectFrom('audit_log').select('action').where('admin_id', '=', finance.id).execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['bank_withdrawals.list', 'bank_withdrawal.pay']));
  });

  it('rejects with a reason: the hold is released in an entry by the admin and the user sees why', async () => {
    const id = await request('500');
    expect((await reject(id, finance, { reason: '  ' })).body).toMatchObject({ code: 7416 });
    expect((await reject(id, finance)).body.data).toMatchObject({ status: 'rejected', reason: 'name differs at the bank' });
    expect(await usdtOf(t.app, alice.id)).toEqual({ available: 100000_00000000n, locked: 0n });
    const entry = await t.app.platform.db.selectFrom('ledger_entries').select(['reason', 'actor_id']).where('ref', '=', `bank_withdrawal:${id}:release`).execute();
    expect(entry).toEqual([{ reason: 'bank_withdrawal_rejected', actor_id: finance.id }]);
    expect((await pay(id, finance)).body).toMatchObject({ code: 7414 });
  });

  it('needs two different admins at or above 10,000 USDT (maker-checker); below, one pays', async () => {
    const id = await request('10000');
    const first = await pay(id, finance);
    expect(first.body.data).toMatchObject({ paid: false, awaiting_second_approval: true, withdrawal: { status: 'processing', first_approved_by: finance.id } });
    expect(await usdtOf(t.app, alice.id)).toEqual({ available: 89950_00000000n, locked: 10050_00000000n });
    expect((await pay(id, finance)).body).toMatchObject({ code: 7415, message: 'This bank withdrawal needs the approval of a second, different admin.' });
    const second = await pay(id, root);
    expect(second.body.data).toMatchObject({ paid: true, withdrawal: { status: 'approved', decided_by: root.id, first_approved_by: finance.id } });
    expect((await pay(await request('9999.99999999'), finance)).body.data?.paid).toBe(true);
  });

  it('a pay racing a reject ends in one state, with the money where that state says', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await request('10');
      const before = await usdtOf(t.app, alice.id);
      const [p, r] = await Promise.all([pay(id, finance), reject(id, root)]);
      expect([p.body, r.body].filter((x) => x.type === 'ok')).toHaveLength(1);
      const after = await usdtOf(t.app, alice.id);
      if (p.body.type === 'ok') expect(after).toEqual({ available: before.available, locked: before.locked - 11_00000000n });
      else expect(after).toEqual({ available: before.available + 11_00000000n, locked: before.locked - 11_00000000n });
    }
  });

  it('refuses users, no token and roles without the resource; bad ids and refs never 5xx', async () => {
    const id = await request('10');
    const support = await adminOfRole(t, root, 'support');
    for (const [method, path] of [['GET', 'admin/bank-withdrawals'], ['GET', `admin/bank-withdrawals/${id}`], ['POST', `admin/bank-withdrawals/${id}/pay`]] as const) {
      expect((await call(t.app, method, path, method === 'POST' ? {} : undefined, { token: alice.token })).status).toBe(401);
      expect((await call(t.app, method, path, method === 'POST' ? {} : undefined, { token: support.token })).status).toBe(403);
    }
    for (const bad of ['abc', '0', '-1', '99999999999999999']) expect((await pay(bad, finance)).status).toBe(422);
    expect((await pay(999999, finance)).body).toMatchObject({ code: 7413 });
    expect((await pay(id, finance, { payment_ref: '<b>x</b>' })).body).toMatchObject({ code: 7403 });
    expect((await call(t.app, 'GET', `admin/bank-withdrawals/${id}`, undefined, { token: finance.token })).body.data).toMatchObject({ id, status: 'processing' });
  });
});
