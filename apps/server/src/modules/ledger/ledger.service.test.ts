import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { platformAccount, userAccount, type LedgerService } from './ledger.service.js';
import { failureKey, moveLines, negativeGuardedAccounts, postAlone, systemActor, tableCounts } from './ledger.testkit.js';
import type { LedgerReason, PostInput, PostingLine } from './ledger.types.js';

const ext = platformAccount('USDT', 'external');
const extBtc = platformAccount('BTC', 'external');
const alice = userAccount(1, 'USDT', 'funding', 'real');
const bob = userAccount(2, 'USDT', 'funding', 'real');
const aliceBtc = userAccount(1, 'BTC', 'options', 'real');
const bobBtc = userAccount(2, 'BTC', 'options', 'real');

const entry = (ref: string, lines: PostingLine[], reason: LedgerReason = 'transfer'): PostInput => ({ actor: systemActor, reason, ref, lines });

describe('LedgerService', () => {
  let t: TestApp;
  let ledger: LedgerService;
  const post = (input: PostInput) => postAlone(ledger, input);
  /** Everything the ledger stores, to prove a refused operation changed nothing. */
  const snapshot = async () => ({
    counts: await tableCounts(t.app.platform.db),
    accounts: await t.app.platform.db.selectFrom('ledger_accounts').selectAll().orderBy('id').execute(),
  });

  beforeEach(async () => {
    t = await createTestApp();
    ledger = t.app.services.ledger;
  });
  afterEach(async () => { await t.close(); });

  it('transfers: exact balances, one entry with its lines, actor, reason and ref recorded', async () => {
    const deposit = await post(entry('dep:1', moveLines(ext, alice, 1_000n), 'deposit'));
    expect(deposit.duplicate).toBe(false);
    const transfer = await post({ actor: { type: 'user', id: 1 }, reason: 'transfer', ref: 'tr:1', lines: moveLines(alice, bob, 300n) });
    expect(transfer).toEqual({ entryId: expect.any(Number), duplicate: false });
    expect(transfer.entryId).not.toBe(deposit.entryId);

    expect(await ledger.balance(alice)).toEqual({ available: 700n, locked: 0n });
    expect(await ledger.balance(bob)).toEqual({ available: 300n, locked: 0n });
    expect(await ledger.balance(ext)).toEqual({ available: -1_000n, locked: 0n });
    expect(await ledger.journalTotals()).toEqual(new Map([['USDT', 0n]]));
    expect(await tableCounts(t.app.platform.db)).toEqual({ accounts: 3, entries: 2, lines: 4 });

    const db = t.app.platform.db;
    const row = await db.selectFrom('ledger_entries').selectAll().where('id', '=', transfer.entryId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ref: 'tr:1', actor_type: 'user', actor_id: 1, reason: 'transfer', created_at: t.clock.now() });
    const lines = await db.selectFrom('ledger_lines').select(['asset', 'bucket', 'amount_atoms'])
      .where('entry_id', '=', transfer.entryId).orderBy('amount_atoms').execute();
    expect(lines).toEqual([
      { asset: 'USDT', bucket: 'available', amount_atoms: -300n },
      { asset: 'USDT', bucket: 'available', amount_atoms: 300n },
    ]);
  });

  it('locks and unlocks between available and locked, never beyond either', async () => {
    await post(entry('dep', moveLines(ext, alice, 1_000n)));
    const move = (ref: string, amount: bigint) => ({ account: alice, amount, actor: systemActor, reason: 'spot_order' as const, ref });

    await ledger.transaction((tx) => ledger.lock(tx, move('lock:1', 400n)));
    expect(await ledger.balance(alice)).toEqual({ available: 600n, locked: 400n });
    await ledger.transaction((tx) => ledger.unlock(tx, move('unlock:1', 150n)));
    expect(await ledger.balance(alice)).toEqual({ available: 750n, locked: 250n });

    expect(await failureKey(ledger.transaction((tx) => ledger.lock(tx, move('lock:2', 751n))))).toBe('insufficient_balance');
    expect(await failureKey(ledger.transaction((tx) => ledger.unlock(tx, move('unlock:2', 251n))))).toBe('insufficient_balance');
    expect(await ledger.balance(alice)).toEqual({ available: 750n, locked: 250n });

    await ledger.transaction((tx) => ledger.lock(tx, move('lock:3', 750n)));
    expect(await ledger.balance(alice)).toEqual({ available: 0n, locked: 1_000n });
    // Spending locked funds: the locked bucket pays out.
    await post(entry('fill', [{ account: alice, amount: -1_000n, bucket: 'locked' }, { account: bob, amount: 1_000n }]));
    expect(await ledger.balance(alice)).toEqual({ available: 0n, locked: 0n });
    expect(await ledger.balance(bob)).toEqual({ available: 1_000n, locked: 0n });
    expect(await ledger.rebuild()).toEqual([]);
  });

  it('refuses an overdraft with insufficient_balance and changes nothing at all', async () => {
    await post(entry('dep:a', moveLines(ext, alice, 500n)));
    await post(entry('dep:b', moveLines(ext, bob, 100n)));
    const before = await snapshot();
    // Alice's account sorts first, so her debit is applied before Bob's fails: it must not survive.
    const overdraw = entry('pay', [{ account: alice, amount: -500n }, { account: bob, amount: -101n }, { account: ext, amount: 601n }]);
    expect(await failureKey(post(overdraw))).toBe('insufficient_balance');
    expect(await failureKey(post(entry('pay:2', moveLines(bob, alice, 101n))))).toBe('insufficient_balance');
    expect(await snapshot()).toEqual(before);
    // The refused ref was not used up: a valid post may take it.
    expect((await post(entry('pay', moveLines(bob, alice, 100n)))).duplicate).toBe(false);
    expect(await ledger.balance(alice)).toEqual({ available: 600n, locked: 0n });
  });

  it('keeps a refused post atomic inside a caller transaction that goes on and commits', async () => {
    await post(entry('dep:a', moveLines(ext, alice, 500n)));
    const before = await snapshot();
    const key = await ledger.transaction(async (tx) => {
      const lines: PostingLine[] = [{ account: alice, amount: -500n }, { account: bob, amount: -1n }, { account: ext, amount: 501n }];
      return failureKey(ledger.post(tx, entry('pay', lines)));
    });
    expect(key).toBe('insufficient_balance');
    expect(await snapshot()).toEqual(before);
    expect(await ledger.rebuild()).toEqual([]);
  });

  it('refuses unbalanced, empty, zero-amount and incomplete entries before writing anything', async () => {
    await post(entry('dep', moveLines(ext, alice, 500n)));
    const before = await snapshot();
    const refused: PostInput[] = [
      entry('u1', [{ account: alice, amount: -100n }, { account: bob, amount: 99n }]),
      entry('u2', [{ account: ext, amount: -5n }]),
      entry('u3', []),
      entry('z1', [{ account: alice, amount: 0n }, { account: bob, amount: 0n }]),
      entry('z2', [...moveLines(alice, bob, 5n), { account: bob, amount: 0n }]),
      entry('', moveLines(alice, bob, 5n)),
      entry('r', moveLines(alice, bob, 5n), '' as LedgerReason),
    ];
    for (const input of refused) expect(await failureKey(post(input))).toBe('ledger_unbalanced');
    expect(await snapshot()).toEqual(before);
  });

  it('balances entries per asset across several assets', async () => {
    await post(entry('dep:usdt', moveLines(ext, alice, 1_000n)));
    await post(entry('dep:btc', moveLines(extBtc, bobBtc, 5n)));
    const trade = entry('trade:1', [...moveLines(alice, bob, 600n), ...moveLines(bobBtc, aliceBtc, 2n)]);
    expect((await post(trade)).duplicate).toBe(false);
    expect(await ledger.balance(alice)).toEqual({ available: 400n, locked: 0n });
    expect(await ledger.balance(bob)).toEqual({ available: 600n, locked: 0n });
    expect(await ledger.balance(aliceBtc)).toEqual({ available: 2n, locked: 0n });
    expect(await ledger.balance(bobBtc)).toEqual({ available: 3n, locked: 0n });
    expect(await ledger.journalTotals()).toEqual(new Map([['USDT', 0n], ['BTC', 0n]]));

    // Zero in total but not per asset: USDT +10 against BTC -10 is not a balanced entry.
    const crossAsset = entry('trade:2', [{ account: alice, amount: -10n }, { account: aliceBtc, amount: 10n }]);
    expect(await failureKey(post(crossAsset))).toBe('ledger_unbalanced');
    // One leg short refuses the whole trade.
    const short = entry('trade:3', [...moveLines(alice, bob, 400n), ...moveLines(bobBtc, aliceBtc, 4n)]);
    expect(await failureKey(post(short))).toBe('insufficient_balance');
    expect(await ledger.balance(alice)).toEqual({ available: 400n, locked: 0n });
    expect(await ledger.balance(bobBtc)).toEqual({ available: 3n, locked: 0n });
  });

  it('lets external and demo_treasury go negative, and no other kind', async () => {
    const treasury = platformAccount('USDT', 'demo_treasury', 'demo');
    const demoAlice = userAccount(1, 'USDT', 'funding', 'demo');
    await post(entry('ext', moveLines(ext, alice, 10n)));
    await post(entry('demo', moveLines(treasury, demoAlice, 20n)));
    await post(entry('ext:locked', [{ account: ext, amount: -3n, bucket: 'locked' }, { account: alice, amount: 3n }]));
    expect(await ledger.balance(ext)).toEqual({ available: -10n, locked: -3n });
    expect(await ledger.balance(treasury)).toEqual({ available: -20n, locked: 0n });

    const fees = platformAccount('USDT', 'fees');
    const before = await snapshot();
    for (const [i, from] of [fees, bob, userAccount(1, 'USDT', 'options', 'real'), userAccount(1, 'USDT', 'funding', 'demo')].entries()) {
      expect(await failureKey(post(entry(`neg:${i}`, moveLines(from, alice, 21n))))).toBe('insufficient_balance');
    }
    expect(await failureKey(post(entry('neg:locked', [{ account: alice, amount: -1n, bucket: 'locked' }, { account: bob, amount: 1n }]))))
      .toBe('insufficient_balance');
    expect(await snapshot()).toEqual(before);
  });

  it('answers a repeated ref with the first entry and no second effect', async () => {
    const first = await post(entry('once', moveLines(ext, alice, 70n)));
    const again = await post(entry('once', moveLines(ext, alice, 70n)));
    const different = await post(entry('once', moveLines(ext, bob, 999n)));
    expect(again).toEqual({ entryId: first.entryId, duplicate: true });
    expect(different).toEqual({ entryId: first.entryId, duplicate: true });
    expect(await ledger.balance(alice)).toEqual({ available: 70n, locked: 0n });
    expect(await ledger.balance(bob)).toEqual({ available: 0n, locked: 0n });
    expect(await tableCounts(t.app.platform.db)).toEqual({ accounts: 2, entries: 1, lines: 2 });
  });

  it('reports balances per owner and mode', async () => {
    const demoAlice = userAccount(1, 'USDT', 'funding', 'demo');
    await post(entry('r1', moveLines(ext, alice, 100n)));
    await post(entry('r2', moveLines(extBtc, aliceBtc, 3n)));
    await post(entry('d1', moveLines(platformAccount('USDT', 'demo_treasury', 'demo'), demoAlice, 5_000n)));
    await ledger.transaction((tx) => ledger.lock(tx, { account: alice, amount: 40n, actor: systemActor, reason: 'spot_order', ref: 'l1' }));

    const pick = (b: { ownerId: number; asset: string; kind: string; mode: string; available: bigint; locked: bigint }) =>
      ({ ownerId: b.ownerId, asset: b.asset, kind: b.kind, mode: b.mode, available: b.available, locked: b.locked });
    expect((await ledger.balances(1, 'real')).map(pick)).toEqual([
      { ownerId: 1, asset: 'USDT', kind: 'funding', mode: 'real', available: 60n, locked: 40n },
      { ownerId: 1, asset: 'BTC', kind: 'options', mode: 'real', available: 3n, locked: 0n },
    ]);
    expect((await ledger.balances(1, 'demo')).map(pick)).toEqual([
      { ownerId: 1, asset: 'USDT', kind: 'funding', mode: 'demo', available: 5_000n, locked: 0n },
    ]);
    expect(await ledger.balances(2, 'real')).toEqual([]);
    expect(await ledger.balance(bob)).toEqual({ available: 0n, locked: 0n });
    const inTx = await ledger.transaction((tx) => ledger.balances(1, 'demo', tx));
    expect(inTx.map(pick)).toEqual([{ ownerId: 1, asset: 'USDT', kind: 'funding', mode: 'demo', available: 5_000n, locked: 0n }]);
  });

  it('rebuilds balances from the journal: no difference normally, reports and repairs one', async () => {
    await post(entry('dep', moveLines(ext, alice, 1_000n)));
    await post(entry('tr', moveLines(alice, bob, 250n)));
    await ledger.transaction((tx) => ledger.lock(tx, { account: bob, amount: 50n, actor: systemActor, reason: 'spot_order', ref: 'l' }));
    expect(await ledger.rebuild()).toEqual([]);

    const db = t.app.platform.db;
    const bobId = (await ledger.balances(2, 'real'))[0]?.accountId ?? -1;
    // A stray write behind the ledger's back: still non-negative, so only the rebuild can notice it.
    await db.updateTable('ledger_accounts').set({ available_atoms: 207n, locked_atoms: 45n }).where('id', '=', bobId).execute();
    const expected = [{ accountId: bobId, stored: { available: 207n, locked: 45n }, journal: { available: 200n, locked: 50n } }];
    expect(await ledger.rebuild()).toEqual(expected);
    expect(await ledger.rebuild()).toEqual(expected);
    expect(await ledger.balance(bob)).toEqual({ available: 207n, locked: 45n });

    expect(await ledger.rebuild({ apply: true })).toEqual(expected);
    expect(await ledger.balance(bob)).toEqual({ available: 200n, locked: 50n });
    expect(await ledger.rebuild()).toEqual([]);

    // An account with no lines at all must hold zero.
    const ghost = await db.insertInto('ledger_accounts').values({
      owner_id: 9, asset: 'USDT', kind: 'funding', mode: 'real', available_atoms: 5n, locked_atoms: 0n, allow_negative: 0, created_at: 0,
    }).returning('id').executeTakeFirstOrThrow();
    expect(await ledger.rebuild({ apply: true }))
      .toEqual([{ accountId: ghost.id, stored: { available: 5n, locked: 0n }, journal: { available: 0n, locked: 0n } }]);
    expect(await ledger.rebuild()).toEqual([]);
  });

  it('has the database itself refuse a negative user balance', async () => {
    await post(entry('dep', moveLines(ext, alice, 10n)));
    const db = t.app.platform.db;
    const ids = new Map((await db.selectFrom('ledger_accounts').select(['id', 'kind']).execute()).map((r) => [r.kind, r.id]));
    const aliceId = ids.get('funding') ?? -1;
    const extId = ids.get('external') ?? -1;

    await expect(db.updateTable('ledger_accounts').set({ available_atoms: -1n }).where('id', '=', aliceId).execute()).rejects.toThrow();
    await expect(db.updateTable('ledger_accounts').set({ locked_atoms: -1n }).where('id', '=', aliceId).execute()).rejects.toThrow();
    // Nor may a new user row start out negative.
    await expect(db.insertInto('ledger_accounts').values({
      owner_id: 3, asset: 'USDT', kind: 'funding', mode: 'real', available_atoms: -5n, locked_atoms: 0n, allow_negative: 0, created_at: 0,
    }).execute()).rejects.toThrow();
    expect(await ledger.balance(alice)).toEqual({ available: 10n, locked: 0n });
    expect(await negativeGuardedAccounts(db)).toEqual([]);

    // A platform account that may go negative is allowed to by the same constraint.
    await db.updateTable('ledger_accounts').set({ available_atoms: -11n }).where('id', '=', extId).execute();
    expect(await ledger.balance(ext)).toEqual({ available: -11n, locked: 0n });
  });
});
