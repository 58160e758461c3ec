import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount as p } from '../money.js';
import {
  checkStops, estimateOpen, feeOf, fundingPayment, fundingRatePpm, initialMargin, isLiquidatable, liquidationPrice, maintenanceMargin,
  mmRateBps, notionalOf, pnlOf, quantityOf, roeBps, splitClose, type ContractTerms,
} from './futures.js';

const BTC: ContractTerms = {
  contractSize: p('0.001'), tick: p('0.01'), takerFeeBps: 5, liquidationFeeBps: 30,
  mmTiers: [{ maxNotional: p('50000'), rateBps: 50 }, { maxNotional: p('250000'), rateBps: 100 }, { maxNotional: null, rateBps: 250 }],
};

describe('futures rules: exact integers', () => {
  it('values, margins and fees of an order', () => {
    const q = quantityOf(7, BTC.contractSize);
    expect(q).toBe(p('0.007'));
    expect(notionalOf(p('96123.45'), q)).toBe(p('672.86415'));
    expect(initialMargin(p('672.86415'), 20)).toBe(p('33.6432075'));
    // 3x: 224.28805 exactly; 7x rounds up to the atom.
    expect(initialMargin(p('672.86415'), 7)).toBe(9612345000n);
    expect(feeOf(p('672.86415'), 5)).toBe(p('0.33643208'));
    expect(mmRateBps(p('50000'), BTC.mmTiers)).toBe(50);
    expect(mmRateBps(p('50000.00000001'), BTC.mmTiers)).toBe(100);
    expect(mmRateBps(p('9999999'), BTC.mmTiers)).toBe(250);
    expect(maintenanceMargin(p('672.86415'), 50)).toBe(p('3.36432075'));
  });

  it('PnL and ROE of both sides, losses rounded toward minus infinity', () => {
    expect(pnlOf('long', p('100000'), p('101234.56'), p('0.003'))).toBe(p('3.70368'));
    expect(pnlOf('short', p('100000'), p('101234.56'), p('0.003'))).toBe(-p('3.70368'));
    expect(pnlOf('long', p('1'), p('1.00000001'), 1n)).toBe(0n);
    expect(pnlOf('short', p('1'), p('1.00000001'), 1n)).toBe(-1n);
    expect(roeBps(p('12'), p('100'))).toBe(1200);
    expect(roeBps(-p('5.5'), p('100'))).toBe(-550);
  });

  it('liquidation prices, isolated (own margin) and cross (free balance behind it)', () => {
    // 10 lots at 100,000, 10x: margin 100, maintenance 5: long liquidates at 90,500, short at 109,500.
    const e = estimateOpen(BTC, 'long', p('100000'), 10, 10);
    expect([e.margin, e.maintenance, e.fee, e.liquidationPrice]).toEqual([p('100'), p('5'), p('0.5'), p('90500')]);
    expect(estimateOpen(BTC, 'short', p('100000'), 10, 10).liquidationPrice).toBe(p('109500'));
    // Cross with 400 free behind it: the long can lose 495 before maintenance.
    expect(estimateOpen(BTC, 'long', p('100000'), 10, 10, p('400')).liquidationPrice).toBe(p('50500'));
    // 1x long: no positive price reaches it.
    expect(estimateOpen(BTC, 'long', p('100000'), 10, 1, 0n).liquidationPrice).toBe(p('500'));
    expect(liquidationPrice('long', p('100'), p('1'), p('100'), 0n, p('0.01'))).toBe(null);
  });

  it('a liquidation price is the first tick at which the position is liquidatable (property)', () => {
    fc.assert(fc.property(
      fc.constantFrom<'long' | 'short'>('long', 'short'), fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1_000_000, max: 20_000_000 }),
      fc.constantFrom(1, 2, 5, 10, 20, 50, 100), (side, lots, cents, lev) => {
        const entry = BigInt(cents) * p('0.01');
        const e = estimateOpen(BTC, side, entry, lots, lev);
        const liq = e.liquidationPrice;
        if (liq === null) return;
        expect(isLiquidatable(side, entry, liq, e.quantity, e.margin, e.maintenance)).toBe(true);
        const safe = side === 'long' ? liq + BTC.tick : liq - BTC.tick;
        if (safe > 0n) expect(isLiquidatable(side, entry, safe, e.quantity, e.margin, e.maintenance)).toBe(false);
      }));
  });

  it('splits a close: fees from the equity, the user never below zero, the shortfall exact', () => {
    // Profit 12, fee 0.506: the user gets margin + 12 - 0.506 back.
    expect(splitClose(p('100'), p('100'), p('12'), p('0.506'), 0n)).toEqual({ toUser: p('111.494'), fee: p('0.506'), liquidationFee: 0n, pnl: p('12'), shortfall: 0n });
    // Liquidation with 5 left: fee 2.715, 2.285 back.
    expect(splitClose(p('100'), p('100'), -p('95'), 0n, p('2.715'))).toMatchObject({ toUser: p('2.285'), liquidationFee: p('2.715'), shortfall: 0n });
    // Isolated loss beyond margin: nothing back, shortfall 50.
    expect(splitClose(p('100'), p('100'), -p('150'), 0n, p('2'))).toEqual({ toUser: 0n, fee: 0n, liquidationFee: 0n, pnl: -p('150'), shortfall: p('50') });
    // Cross: the free 400 covers the loss of 150 beyond the margin of 100: -50 from the available balance.
    expect(splitClose(p('100'), p('500'), -p('150'), p('0.5'), 0n)).toMatchObject({ toUser: -p('50.5'), shortfall: 0n });
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: p('1000000') }), fc.bigInt({ min: 0n, max: p('1000000') }), fc.bigInt({ min: -p('3000000'), max: p('3000000') }),
      fc.bigInt({ min: 0n, max: p('1000') }), fc.bigInt({ min: 0n, max: p('1000') }), (margin, free, pnl, fee, liqFee) => {
        const s = splitClose(margin, margin + free, pnl, fee, liqFee);
        // The user's money after: free + margin + toUser - margin = free + toUser, never below zero.
        expect(free + s.toUser >= 0n).toBe(true);
        expect(s.shortfall).toBe(margin + free + pnl < 0n ? -(margin + free + pnl) : 0n);
        // Everything balances: what the user gives up equals what fees, fund and counterparty receive, less the shortfall.
        expect(margin - s.toUser).toBe(s.fee + s.liquidationFee - s.pnl - s.shortfall);
      }));
  });

  it('funding: the larger side pays factor x skew / total, capped; payers round up, receivers down', () => {
    const terms = { factorPpm: 300, exponent: 1, capPpm: 750 };
    expect(fundingRatePpm(p('300000'), p('100000'), terms)).toEqual({ ratePpm: 150n, payer: 'long' });
    expect(fundingRatePpm(p('100000'), p('300000'), terms)).toEqual({ ratePpm: 150n, payer: 'short' });
    expect(fundingRatePpm(p('1000'), 0n, terms)).toEqual({ ratePpm: 300n, payer: 'long' });
    expect(fundingRatePpm(p('1000'), 0n, { ...terms, factorPpm: 5000 })).toEqual({ ratePpm: 750n, payer: 'long' });
    expect(fundingRatePpm(p('5'), p('5'), terms)).toEqual({ ratePpm: 0n, payer: null });
    expect(fundingRatePpm(p('300000'), p('100000'), { ...terms, exponent: 2 })).toEqual({ ratePpm: 75n, payer: 'long' });
    expect(fundingPayment(p('1000.00000001'), 150n, true)).toBe(p('0.15000001'));
    expect(fundingPayment(p('1000.00000001'), 150n, false)).toBe(p('0.15'));
  });

  it('stops on the correct side of the reference price', () => {
    expect(checkStops('long', p('100'), p('101'), p('99'))).toBe(null);
    expect(checkStops('long', p('100'), p('100'), null)).toBe('futures_tp_side');
    expect(checkStops('long', p('100'), null, p('100'))).toBe('futures_sl_side');
    expect(checkStops('short', p('100'), p('99'), p('101'))).toBe(null);
    expect(checkStops('short', p('100'), p('101'), null)).toBe('futures_tp_side');
    expect(checkStops('short', p('100'), null, p('99'))).toBe('futures_sl_side');
  });
});
