import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { tempDataDir } from '../../modules/uploads/uploads.testkit.js';
import { userAccount } from '../ledger/index.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { configureAddresses, depositId, requestDeposit } from './deposits.testkit.js';
import { uploadProof } from '../../modules/uploads/uploads.testkit.js';

/** Racing reviews: whatever the interleaving, one final state and at most one credit per deposit. */

let t: TestApp;
let data: ReturnType<typeof tempDataDir>;
let admins: SignedIn[];
let user: { token: string; id: number };
beforeAll(async () => {
  data = tempDataDir();
  t = await createTestApp({ DATA_DIR: data.dir });
  await configureAddresses(t.app);
  const root = await superadmin(t);
  admins = [await adminOfRole(t, root, 'finance', 'fin_one'), await adminOfRole(t, root, 'finance', 'fin_two'), root];
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
  data.remove();
});

const approve = (id: number, a: SignedIn) => call(t.app, 'POST', `admin/deposits/${id}/approve`, undefined, { token: a.token });
const reject = (id: number, a: SignedIn) => call(t.app, 'POST', `admin/deposits/${id}/reject`, { reason: 'race' }, { token: a.token });
const credits = async (id: number) => (await t.app.platform.db.selectFrom('ledger_entries').select('id').where('ref', '=', `deposit:${id}`).execute()).length;
const statusOf = async (id: number) => (await t.app.platform.db.selectFrom('deposits').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const funding = async () => (await t.app.services.ledger.balance(userAccount(user.id, 'USDT', 'funding', 'real'))).available;

describe('review races', () => {
  it('two admins approving one deposit at once credit it once', async () => {
    for (let round = 0; round < 5; round++) {
      const before = await funding();
      const id = await depositId(t.app, user.token, { amount: '100' });
      const [a, b] = await Promise.all([approve(id, admins[0] as SignedIn), approve(id, admins[1] as SignedIn)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await credits(id)).toBe(1);
      expect(await funding()).toBe(before + 100_00000000n);
    }
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  });

  it('above the threshold, three approvals at once by three admins credit once', async () => {
    for (let round = 0; round < 5; round++) {
      const before = await funding();
      const id = await depositId(t.app, user.token, { amount: '20000' });
      const answers = await Promise.all(admins.map((a) => approve(id, a)));
      const outcomes = answers.map((r) => (r.body.data as { outcome?: string } | undefined)?.outcome ?? r.body.code);
      expect(outcomes.filter((o) => o === 'approved')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'awaiting_second_approval')).toHaveLength(1);
      expect(await credits(id)).toBe(1);
      expect(await funding()).toBe(before + 20_000_00000000n);
    }
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  });

  it('the same admin approving twice at once above the threshold is one approval, never a credit', async () => {
    const before = await funding();
    const id = await depositId(t.app, user.token, { amount: '20000' });
    const a = admins[0] as SignedIn;
    const answers = await Promise.all([approve(id, a), approve(id, a), approve(id, a)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.code === 6232)).toBe(true);
    expect([await statusOf(id), await credits(id), await funding()]).toEqual(['processing', 0, before]);
  });

  it('approve racing reject ends in exactly one final state', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const before = await funding();
      const id = await depositId(t.app, user.token, { amount: '100' });
      const calls = round % 2 === 0 ? [approve(id, admins[0] as SignedIn), reject(id, admins[1] as SignedIn)] : [reject(id, admins[1] as SignedIn), approve(id, admins[0] as SignedIn)];
      const answers = await Promise.all(calls);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const status = await statusOf(id);
      seen.add(status);
      expect(await credits(id)).toBe(status === 'approved' ? 1 : 0);
      expect(await funding()).toBe(before + (status === 'approved' ? 100_00000000n : 0n));
    }
    expect([...seen].every((s) => s === 'approved' || s === 'rejected')).toBe(true);
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  });

  it('a second approval racing a rejection above the threshold ends in one final state', async () => {
    for (let round = 0; round < 4; round++) {
      const before = await funding();
      const id = await depositId(t.app, user.token, { amount: '20000' });
      await approve(id, admins[0] as SignedIn);
      const answers = await Promise.all([approve(id, admins[1] as SignedIn), reject(id, admins[2] as SignedIn)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const status = await statusOf(id);
      expect(await credits(id)).toBe(status === 'approved' ? 1 : 0);
      expect(await funding()).toBe(before + (status === 'approved' ? 20_000_00000000n : 0n));
    }
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
  });
});

describe('request races', () => {
  it('requests naming one transaction hash at once: exactly one is recorded, the others are told why (no 5xx)', async () => {
    for (let round = 0; round < 3; round++) {
      const hash = String(round).repeat(64);
      const sender = await registerUser(t.app);
      const proofs = await Promise.all(Array.from({ length: 5 }, () => uploadProof(t.app, sender.token)));
      const answers = await Promise.all(proofs.map((proof_id, i) =>
        requestDeposit(t.app, sender.token, { proof_id, hash, network: 'TRC20' }, i % 2 === 0 ? {} : { lang: 'de' })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
      for (const a of answers.filter((x) => x.status === 409)) {
        expect(a.body.code).toBe(6220);
        expect(['This transaction hash was already submitted.', 'Dieser Transaktions-Hash wurde bereits eingereicht.']).toContain(a.body.message);
      }
      const rows = await t.app.platform.db.selectFrom('deposits').select('id').where('tx_hash', '=', hash).execute();
      expect(rows).toHaveLength(1);
    }
  });
});
