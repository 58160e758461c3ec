import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount, userAccount, type LedgerService } from './ledger.service.js';
import { failureKey, negativeGuardedAccounts, systemActor } from './ledger.testkit.js';
import type { AccountKey, Bucket, Mode, PostingLine, PostResult } from './ledger.types.js';

/**
 * Command sequences against the ledger: random transfers, deposits, withdrawals, trades, locks, unlocks and
 * replays, many of them refused. After every step the books balance per asset, no user balance is negative,
 * the rebuild finds nothing, and stored balances equal a plain in-memory model.
 */

/** 0 is the platform account that may go negative (external in real mode, demo_treasury in demo); 1-3 are users. */
type Party = 0 | 1 | 2 | 3;
type AssetIx = 0 | 1;
type Leg = { party: Party; asset: AssetIx; bucket: Bucket; amount: bigint };
type Op = { kind: 'post' | 'lock' | 'unlock'; mode: Mode; legs: Leg[] };
type Held = { available: bigint; locked: bigint };

type Model = { held: Map<string, Held>; done: { ref: string; entryId: number }[]; step: number };
/** Each run gets its own two assets, so runs share one database without sharing balances. */
type Real = { ledger: LedgerService; db: Db; run: number; assets: [string, string] };

const label = (party: Party, asset: AssetIx, mode: Mode) => `${party}/${asset}/${mode}`;

function keyOf(r: Real, party: Party, asset: AssetIx, mode: Mode): AccountKey {
  const code = r.assets[asset];
  return party === 0
    ? platformAccount(code, mode === 'real' ? 'external' : 'demo_treasury', mode)
    : userAccount(party, code, 'funding', mode);
}

/** The model's verdict: the balances after the op, or null when a user balance would go below zero. */
function predict(m: Model, op: Op): Map<string, Held> | null {
  const next = new Map([...m.held].map(([k, v]) => [k, { ...v }]));
  for (const leg of op.legs) {
    const k = label(leg.party, leg.asset, op.mode);
    const h = next.get(k) ?? { available: 0n, locked: 0n };
    h[leg.bucket] += leg.amount;
    next.set(k, h);
  }
  for (const [k, h] of next) if (!k.startsWith('0/') && (h.available < 0n || h.locked < 0n)) return null;
  return next;
}

function execute(r: Real, op: Op, ref: string): Promise<PostResult> {
  const { ledger } = r;
  const [first] = op.legs;
  if (op.kind !== 'post' && first) {
    const move = { account: keyOf(r, first.party, first.asset, op.mode), amount: -first.amount, actor: systemActor, reason: 'transfer' as const, detail: op.kind, ref };
    return ledger.transaction((tx) => (op.kind === 'lock' ? ledger.lock(tx, move) : ledger.unlock(tx, move)));
  }
  const lines: PostingLine[] = op.legs.map((l) => ({ account: keyOf(r, l.party, l.asset, op.mode), amount: l.amount, bucket: l.bucket }));
  return ledger.transaction((tx) => ledger.post(tx, { actor: systemActor, reason: 'transfer', detail: 'property', ref, lines }));
}

async function checkInvariants(m: Model, r: Real): Promise<void> {
  for (const [asset, sum] of await r.ledger.journalTotals()) expect(sum, `journal total of ${asset}`).toBe(0n);
  expect(await negativeGuardedAccounts(r.db)).toEqual([]);
  expect(await r.ledger.rebuild()).toEqual([]);
  const stored = new Map<string, Held>();
  const rows = await r.db.selectFrom('ledger_accounts').select(['owner_id', 'asset', 'mode', 'available_atoms', 'locked_atoms'])
    .where('asset', 'in', r.assets).execute();
  for (const row of rows) {
    if (row.available_atoms === 0n && row.locked_atoms === 0n) continue;
    const k = label(row.owner_id as Party, row.asset === r.assets[0] ? 0 : 1, row.mode);
    stored.set(k, { available: row.available_atoms, locked: row.locked_atoms });
  }
  const modelled = new Map([...m.held].filter(([, h]) => h.available !== 0n || h.locked !== 0n));
  expect(stored).toEqual(modelled);
}

class PostCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly op: Op) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    const ref = `prop:${r.run}:${m.step++}`;
    const next = predict(m, this.op);
    if (next === null) {
      expect(await failureKey(execute(r, this.op, ref))).toBe('insufficient_balance');
    } else {
      const result = await execute(r, this.op, ref);
      expect(result.duplicate).toBe(false);
      m.held = next;
      m.done.push({ ref, entryId: result.entryId });
    }
    await checkInvariants(m, r);
  }
  toString = () => `${this.op.kind}[${this.op.mode}](${this.op.legs.map((l) => `${l.party}.${l.asset}.${l.bucket}:${l.amount}`).join(' ')})`;
}

/** Re-posts an earlier ref with other lines: the first entry answers and nothing moves. */
class ReplayCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly amount: bigint) {}
  check = (m: Readonly<Model>) => m.done.length > 0;
  async run(m: Model, r: Real): Promise<void> {
    const earlier = m.done[this.pick % m.done.length];
    if (!earlier) throw new Error('replay without an earlier entry');
    const op: Op = { kind: 'post', mode: 'real', legs: [
      { party: 0, asset: 0, bucket: 'available', amount: -this.amount },
      { party: 1, asset: 0, bucket: 'available', amount: this.amount },
    ] };
    expect(await execute(r, op, earlier.ref)).toEqual({ entryId: earlier.entryId, duplicate: true });
    await checkInvariants(m, r);
  }
  toString = () => `replay(${this.pick}, ${this.amount})`;
}

const party = fc.constantFrom<Party>(0, 1, 2, 3);
const user = fc.constantFrom<Party>(1, 2, 3);
const asset = fc.constantFrom<AssetIx>(0, 1);
const mode = fc.constantFrom<Mode>('real', 'demo');
const amount = fc.bigInt(1n, 300n);

const deposit = fc.record({ to: user, asset, mode, amount: fc.bigInt(100n, 1_000n) }).map(({ to, asset, mode, amount }) =>
  new PostCommand({ kind: 'post', mode, legs: [
    { party: 0, asset, bucket: 'available', amount: -amount }, { party: to, asset, bucket: 'available', amount },
  ] }));

/** Any party to any party (itself included), paid from available or locked: withdrawals, transfers, fills. */
const transfer = fc.record({ from: party, to: party, asset, mode, amount, bucket: fc.constantFrom<Bucket>('available', 'locked') })
  .map(({ from, to, asset, mode, amount, bucket }) => new PostCommand({ kind: 'post', mode, legs: [
    { party: from, asset, bucket, amount: -amount }, { party: to, asset, bucket: 'available', amount },
  ] }));

/** Two users swap the two assets in one entry: both legs or neither. */
const trade = fc.record({ a: user, b: user, mode, x: amount, y: amount }).map(({ a, b, mode, x, y }) =>
  new PostCommand({ kind: 'post', mode, legs: [
    { party: a, asset: 0, bucket: 'available', amount: -x }, { party: b, asset: 0, bucket: 'available', amount: x },
    { party: b, asset: 1, bucket: 'available', amount: -y }, { party: a, asset: 1, bucket: 'available', amount: y },
  ] }));

const lockOrUnlock = fc.record({ who: user, asset, mode, amount, kind: fc.constantFrom<'lock' | 'unlock'>('lock', 'unlock') })
  .map(({ who, asset, mode, amount, kind }) => new PostCommand({ kind, mode, legs: kind === 'lock'
    ? [{ party: who, asset, bucket: 'available', amount: -amount }, { party: who, asset, bucket: 'locked', amount }]
    : [{ party: who, asset, bucket: 'locked', amount: -amount }, { party: who, asset, bucket: 'available', amount }] }));

const replay = fc.record({ pick: fc.nat(), amount }).map(({ pick, amount }) => new ReplayCommand(pick, amount));

describe('ledger properties', () => {
  let t: TestApp;
  let runs = 0;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('keeps every invariant after every step of random command sequences', async () => {
    const commands = fc.commands([deposit, deposit, transfer, transfer, trade, lockOrUnlock, lockOrUnlock, replay], { maxCommands: 30, size: 'max' });
    let refused = 0;
    let applied = 0;
    await fc.assert(fc.asyncProperty(commands, async (cmds) => {
      const run = ++runs;
      const real: Real = { ledger: t.app.services.ledger, db: t.app.platform.db, run, assets: [`U${run}`, `B${run}`] };
      const model: Model = { held: new Map(), done: [], step: 0 };
      await fc.asyncModelRun(() => ({ model, real }), cmds);
      applied += model.done.length;
      refused += model.step - model.done.length;
    }), { numRuns: 40 });
    // The sequences really exercised both outcomes.
    expect(applied).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(50);
  });
});
