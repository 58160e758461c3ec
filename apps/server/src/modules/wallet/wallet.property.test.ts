import fc from 'fast-check';
import { formatAmount } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { Mode } from '../ledger/index.js';
import { fund, plainUser } from '../spot/spot.testkit.js';
import { ACCOUNT_KINDS, type AccountKind } from './wallet.rules.js';
import { held, problems } from './wallet.testkit.js';

/**
 * Random sequences of transfers (both modes, two coins, every pair of kinds, some unaffordable, some repeated with
 * their idempotency key) against a plain model: after each sequence every balance equals the model's, every
 * refusal was predicted, the records count the transfers that happened and the ledger's invariants hold.
 */
type Op = { mode: Mode; from: AccountKind; to: AccountKind; asset: 'USDT' | 'BTC'; amount: bigint; replay: boolean };

const op: fc.Arbitrary<Op> = fc.record({
  mode: fc.constantFrom<Mode>('real', 'demo'),
  from: fc.constantFrom(...ACCOUNT_KINDS),
  to: fc.constantFrom(...ACCOUNT_KINDS),
  asset: fc.constantFrom('USDT' as const, 'BTC' as const),
  amount: fc.oneof(fc.bigInt(1n, 50_00000000n), fc.bigInt(1n, 1_000n)),
  replay: fc.boolean(),
});

describe('wallet transfers against a model', () => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('keeps every balance equal to the model through random transfer sequences', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), async (ops) => {
      const userId = await plainUser(t.app, `prop${run++}`);
      const model = new Map<string, bigint>();
      const label = (mode: Mode, kind: string, asset: string) => `${mode}/${kind}/${asset}`;
      for (const mode of ['real', 'demo'] as const) {
        await fund(t.app, userId, 'USDT', '100', mode);
        await fund(t.app, userId, 'BTC', '1', mode);
        model.set(label(mode, 'funding', 'USDT'), 100_00000000n);
        model.set(label(mode, 'funding', 'BTC'), 1_00000000n);
      }
      const done: { key: string; o: Op; answer: unknown }[] = [];
      let moved = 0;
      for (const [i, o] of ops.entries()) {
        const earlier = o.replay ? done[i % Math.max(done.length, 1)] : undefined;
        const step = earlier?.o ?? o;
        const key = earlier?.key ?? `prop-${run}-${i}-key`;
        const input = { from: step.from, to: step.to, coin: step.asset, amount: formatAmount(step.amount) };
        const attempt = t.app.services.wallet.transfer(userId, step.mode, input, key);
        if (earlier) {
          expect(await attempt).toEqual(earlier.answer);
          continue;
        }
        const fromKey = label(o.mode, o.from, o.asset);
        const expected = o.from === o.to ? 'transfer_same_account' : (model.get(fromKey) ?? 0n) < o.amount ? 'insufficient_balance' : null;
        if (expected) {
          await expect(attempt).rejects.toSatisfy((e) => e instanceof AppError && e.key === expected);
          continue;
        }
        done.push({ key, o, answer: await attempt });
        moved++;
        model.set(fromKey, (model.get(fromKey) ?? 0n) - o.amount);
        model.set(label(o.mode, o.to, o.asset), (model.get(label(o.mode, o.to, o.asset)) ?? 0n) + o.amount);
      }
      for (const mode of ['real', 'demo'] as const) {
        for (const kind of ACCOUNT_KINDS) {
          for (const asset of ['USDT', 'BTC']) {
            expect(await held(t.app, userId, asset, kind, mode)).toEqual({ available: model.get(label(mode, kind, asset)) ?? 0n, locked: 0n });
          }
        }
      }
      const rows = await t.app.platform.db.selectFrom('wallet_transfers').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(Number(rows.n)).toBe(moved);
    }), { numRuns: 25, seed: 20261122 });
    expect(await problems(t.app)).toEqual([]);
  });
});
