import { formatAmount, maintenanceMargin, notionalOf, parseAmount as p, pnlOf, quantityOf } from '@candor/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { createTestApp, propertyRuns } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { platformAccount } from '../ledger/index.js';
import { futuresAccount } from './futures.money.js';
import { feed, fundFutures, futuresBalance, open, row } from './futures.testkit.js';

type Base = 'BTC' | 'ETH';
const START: Record<Base, bigint> = { BTC: p('100000'), ETH: p('4000') };
const CENT = p('0.01');
/** A move in tenths of a per cent, on the 0.01 grid (the symbols' price tick). */
const moved = (price: bigint, permille: number) => ((price * BigInt(1000 + permille)) / 1000n / CENT) * CENT;

const planArb = fc.record({
  base: fc.constantFrom<Base>('BTC', 'ETH'), side: fc.constantFrom<'long' | 'short'>('long', 'short'),
  lots: fc.integer({ min: 1, max: 20 }), leverage: fc.constantFrom(10, 20, 50),
});
const stepArb = fc.record({ base: fc.constantFrom<Base>('BTC', 'ETH'), permille: fc.integer({ min: -40, max: 40 }) });

describe('cross margin on random multi-symbol price paths', () => {
  it('liquidates a cross account at the first tick (of any symbol) where equity <= maintenance, never later or earlier; balances never below zero; the ledger balances', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(planArb, { minLength: 2, maxLength: 4 }), fc.array(stepArb, { minLength: 5, maxLength: 30 }), fc.integer({ min: 0, max: 300 }),
      async (plans, steps, freeUsdt) => {
        const t = await createTestApp();
        try {
          await t.app.services.futures.start(['real']);
          const marks = { ...START };
          await feed(t.app, t.clock.now(), { BTC: formatAmount(marks.BTC), ETH: formatAmount(marks.ETH) });
          const u = await registerUser(t.app);
          await fundFutures(t.app, u.id, '10000');
          const ids: number[] = [];
          for (const pl of plans) {
            const pos = await open(t.app, u.id, { symbol: `${pl.base}/USDT`, side: pl.side, lots: String(pl.lots), leverage: String(pl.leverage), margin_mode: 'cross' });
            ids.push(pos.id);
          }
          // Leave only `freeUsdt` behind the cross positions (the rest leaves the futures account, as a transfer would).
          const { ledger } = t.app.services;
          const excess = (await futuresBalance(t.app, u.id)).available - p(String(freeUsdt));
          await ledger.transaction((tx) => ledger.post(tx, {
            actor: { type: 'system', id: 0 }, reason: 'deposit', detail: 'test', ref: `test:futures:out:${u.id}`,
            lines: [{ account: futuresAccount(u.id, 'real'), amount: -excess }, { account: platformAccount('USDT', 'external', 'real'), amount: excess }],
          }));
          await t.app.platform.bus.idle();
          const free = (await futuresBalance(t.app, u.id)).available;
          const rows = await Promise.all(ids.map((id) => row(t.app, id)));
          const base = (symbol: string) => symbol.split('/')[0] as Base;
          const mm = rows.reduce((s, r) => s + maintenanceMargin(notionalOf(r.entry_atoms!, quantityOf(r.lots, r.contract_size_atoms)), r.mm_rate_bps), 0n);
          const equityAt = (m: Record<Base, bigint>) => rows.reduce(
            (s, r) => s + r.margin_atoms + pnlOf(r.side, r.entry_atoms!, m[base(r.symbol)], quantityOf(r.lots, r.contract_size_atoms)), free);
          if (equityAt(marks) <= mm) return; // opened at maintenance already: not this property's case

          let liquidated = false;
          for (const step of steps) {
            marks[step.base] = moved(marks[step.base], step.permille);
            t.clock.advance(1000);
            await feed(t.app, t.clock.now(), { [step.base]: formatAmount(marks[step.base]) });
            const now = await Promise.all(ids.map((id) => row(t.app, id)));
            const b = await futuresBalance(t.app, u.id);
            expect(b.available >= 0n && b.locked >= 0n).toBe(true);
            if (liquidated) continue;
            if (equityAt(marks) <= mm) {
              // This tick: every cross position closed by liquidation, each at its own symbol's mark.
              for (const r of now) {
                expect(r.status).toBe(3);
                expect(r.close_reason).toBe('liquidation');
                expect(r.close_atoms).toBe(marks[base(r.symbol)]);
              }
              liquidated = true;
            } else {
              for (const r of now) expect(r.status).toBe(1);
            }
          }
          expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
        } finally {
          await t.close();
        }
      },
    ), { numRuns: propertyRuns(10) });
  }, 480_000);
});

describe('cross margin across symbols', () => {
  it('a fall of ETH liquidates the BTC and ETH cross positions at that ETH tick (the BTC liquidation price was further away)', async () => {
    const t = await createTestApp();
    try {
      await t.app.services.futures.start(['real']);
      await feed(t.app, t.clock.now(), { BTC: '100000', ETH: '4000' });
      const u = await registerUser(t.app);
      // BTC: 10 lots (1,000 USDT) at 10x, margin 100, maintenance 5; ETH: 25 lots (1,000 USDT) at 10x, the same.
      await fundFutures(t.app, u.id, '201');
      const btc = await open(t.app, u.id, { symbol: 'BTC/USDT', lots: '10', leverage: '10', margin_mode: 'cross' });
      const eth = await open(t.app, u.id, { symbol: 'ETH/USDT', lots: '25', leverage: '10', margin_mode: 'cross' });
      expect((await futuresBalance(t.app, u.id)).available).toBe(0n);
      // Equity 200 (fees paid from the 1 over), maintenance 10: the account can lose 190. BTC alone would need to fall 19 %.
      t.clock.advance(1000);
      await feed(t.app, t.clock.now(), { ETH: '3300' }); // ETH -700 x 0.25 = -175: equity 25, still above 10
      expect((await row(t.app, btc.id)).status).toBe(1);
      t.clock.advance(1000);
      await feed(t.app, t.clock.now(), { BTC: '99000' }); // BTC -10: equity 15
      expect((await row(t.app, eth.id)).status).toBe(1);
      t.clock.advance(1000);
      await feed(t.app, t.clock.now(), { ETH: '3280' }); // ETH -5 more: equity 10 = maintenance: both go at this tick
      const [b, e] = [await row(t.app, btc.id), await row(t.app, eth.id)];
      expect([b.status, b.close_reason, b.close_atoms]).toEqual([3, 'liquidation', p('99000')]);
      expect([e.status, e.close_reason, e.close_atoms]).toEqual([3, 'liquidation', p('3280')]);
      expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
