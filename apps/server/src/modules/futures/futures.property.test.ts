import { formatAmount, isLiquidatable, maintenanceMargin, notionalOf, parseAmount as p, pnlOf, quantityOf } from '@candor/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { createTestApp, propertyRuns } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { feed, fundFutures, futuresBalance, open, row } from './futures.testkit.js';

type Plan = { side: 'long' | 'short'; lots: number; leverage: number; tpPct: number; slPct: number };

const planArb = fc.record({
  side: fc.constantFrom<'long' | 'short'>('long', 'short'), lots: fc.integer({ min: 1, max: 30 }),
  leverage: fc.constantFrom(5, 10, 20, 50), tpPct: fc.integer({ min: 5, max: 80 }), slPct: fc.integer({ min: 5, max: 80 }),
});
// Moves of -3 % .. +3 % in tenths of a per cent, from 100,000.
const pathArb = fc.array(fc.integer({ min: -30, max: 30 }), { minLength: 5, maxLength: 25 });

const price = (base: bigint, permille: number) => ((base * BigInt(1000 + permille)) / 1000n / 100n) * 100n;

describe('futures on random price paths (isolated positions)', () => {
  it('fires each trigger at the first crossing tick only once; the user never below zero; the fund takes exactly the shortfall; the ledger balances', async () => {
    await fc.assert(fc.asyncProperty(fc.array(planArb, { minLength: 1, maxLength: 4 }), pathArb, async (plans: Plan[], moves) => {
      const t = await createTestApp();
      try {
        await t.app.services.futures.start(['real']);
        const base = p('100000');
        await feed(t.app, t.clock.now(), { BTC: formatAmount(base) });
        const u = await registerUser(t.app);
        await fundFutures(t.app, u.id, '100000');
        const ids: number[] = [];
        for (const pl of plans) {
          const up = price(base, pl.tpPct);
          const down = price(base, -pl.slPct);
          const pos = await open(t.app, u.id, {
            side: pl.side, lots: String(pl.lots), leverage: String(pl.leverage), margin_mode: 'isolated',
            take_profit: formatAmount(pl.side === 'long' ? up : down), stop_loss: formatAmount(pl.side === 'long' ? down : up),
          });
          ids.push(pos.id);
        }
        const fund0 = p((await t.app.services.futures.reports.exposure('real')).insurance_fund);
        const ticks: bigint[] = [];
        let mark = base;
        for (const m of moves) {
          mark = price(mark, m);
          ticks.push(mark);
          t.clock.advance(1000);
          await feed(t.app, t.clock.now(), { BTC: formatAmount(mark) });
          const b = await futuresBalance(t.app, u.id);
          expect(b.available >= 0n && b.locked >= 0n).toBe(true);
        }
        let expectedFundDelta = 0n;
        for (const id of ids) {
          const r = await row(t.app, id);
          const q = quantityOf(r.lots, r.contract_size_atoms);
          const mm = maintenanceMargin(notionalOf(r.entry_atoms!, q), r.mm_rate_bps);
          // The first tick at which anything fires: liquidation first, then the stop, then the take-profit.
          const first = ticks.findIndex((x) => isLiquidatable(r.side, r.entry_atoms!, x, q, r.margin_atoms, mm)
            || (r.side === 'long' ? x <= r.sl_atoms! || x >= r.tp_atoms! : x >= r.sl_atoms! || x <= r.tp_atoms!));
          if (first < 0) {
            expect(r.status).toBe(1);
            continue;
          }
          const at = ticks[first]!;
          expect(r.status).toBe(3);
          expect(r.close_atoms).toBe(at);
          const liq = isLiquidatable(r.side, r.entry_atoms!, at, q, r.margin_atoms, mm);
          expect(r.close_reason).toBe(liq ? 'liquidation' : (r.side === 'long' ? at <= r.sl_atoms! : at >= r.sl_atoms!) ? 'stop_loss' : 'take_profit');
          if (liq) {
            const equity = r.margin_atoms + pnlOf(r.side, r.entry_atoms!, at, q);
            expectedFundDelta += equity < 0n ? equity : r.liquidation_fee_atoms;
          }
          const detail = await t.app.services.futures.trading.detail(u.id, 'real', id);
          expect(detail.citations.filter((c) => c.role !== 'open').map((c) => p(c.price))).toEqual([at]);
        }
        const fund1 = p((await t.app.services.futures.reports.exposure('real')).insurance_fund);
        expect(fund1 - fund0).toBe(expectedFundDelta);
        expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
      } finally {
        await t.close();
      }
    }), { numRuns: propertyRuns(12) });
  }, 240_000);
});
