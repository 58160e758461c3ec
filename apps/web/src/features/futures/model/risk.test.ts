import { parseAmount } from '@candor/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liquidationPrice, roeBasisPoints, unrealisedPnl } from './risk';

const btc = (v: string) => parseAmount(v);

describe('liquidation price', () => {
  // 1 lot of BTC (0.001) at 96,000 with 10x: margin 9.6 USDT, maintenance 0.5 %.
  const base = { entry: btc('96000'), size: btc('0.001'), margin: btc('9.6'), mmr: btc('0.005') };

  it('of a long: (E·S − M) / (S·(1 − m)), rounded up toward the entry', () => {
    expect(liquidationPrice({ ...base, side: 'long' })).toBe(8683417085428n);
  });

  it('of a short: (E·S + M) / (S·(1 + m)), rounded down toward the entry', () => {
    expect(liquidationPrice({ ...base, side: 'short' })).toBe(10507462686567n);
  });

  it('of a fully backed long (1x with nothing owed) does not exist', () => {
    expect(liquidationPrice({ ...base, side: 'long', margin: btc('96') })).toBeNull();
  });

  it('leaves equity at the maintenance margin there, to within one tick of rounding', () => {
    fc.assert(fc.property(
      fc.bigInt({ min: 100_000_000n, max: 10_000_000_000_000n }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 2, max: 100 }),
      fc.constantFrom('long' as const, 'short' as const),
      (entry, lots, lev, side) => {
        const size = 100_000n * BigInt(lots);
        const margin = (entry * size / 10n ** 8n + BigInt(lev) - 1n) / BigInt(lev);
        const mmr = 500_000n;
        const p = liquidationPrice({ side, entry, size, margin, mmr });
        if (p === null) return;
        const equity = margin + unrealisedPnl(side, entry, p, size);
        const maintenance = (p * size / 10n ** 8n) * mmr / 10n ** 8n;
        // Rounding toward the entry leaves the equity at or just above the maintenance margin.
        expect(equity - maintenance).toBeGreaterThanOrEqual(-2n);
        expect(equity - maintenance).toBeLessThanOrEqual(size / 10n ** 8n + 2n + size);
        expect(side === 'long' ? p < entry : p > entry).toBe(true);
      },
    ));
  });
});

describe('PnL and ROE', () => {
  it('are exact: a long of 0.001 BTC from 96,000 to 96,500 gains 0.5 USDT, 5.20 % on 9.6 margin', () => {
    const pnl = unrealisedPnl('long', btc('96000'), btc('96500'), btc('0.001'));
    expect(pnl).toBe(btc('0.5'));
    expect(roeBasisPoints(pnl, btc('9.6'))).toBe(520n);
    expect(unrealisedPnl('short', btc('96000'), btc('96500'), btc('0.001'))).toBe(-btc('0.5'));
    expect(roeBasisPoints(1n, 0n)).toBeNull();
  });
});
