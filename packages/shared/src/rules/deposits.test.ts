import { describe, expect, it } from 'vitest';
import { checkDepositAmount, depositLimits, depositMinimum, parseDepositStep, type DepositRule } from './deposits.js';

/** The seeded rules of the four coins (coin_settings: minimum and step, 8 places). */
const usdt: DepositRule = { decimals: 8, minAtoms: 10_00000000n, stepAtoms: 1_00000000n };
const usdc: DepositRule = { decimals: 8, minAtoms: 10_00000000n, stepAtoms: 1_00000000n };
const eth: DepositRule = { decimals: 8, minAtoms: 1_000_000n, stepAtoms: 100_000n };
const btc: DepositRule = { decimals: 8, minAtoms: 100_000n, stepAtoms: 10_000n };

describe('the deposit amount rule both sides compute', () => {
  it('stablecoins take whole numbers from the minimum up to a billion', () => {
    for (const rule of [usdt, usdc]) {
      expect(checkDepositAmount('10', rule)).toEqual({ ok: true, atoms: 10_00000000n });
      expect(checkDepositAmount('1000000000', rule)).toEqual({ ok: true, atoms: 1_000_000_000_00000000n });
      for (const bad of ['10.5', '10.01', 'abc', '1e3', '0010', ' 10']) expect(checkDepositAmount(bad, rule), bad).toEqual({ ok: false, error: 'deposit_amount_integer' });
      for (const low of ['9', '0', '-5']) expect(checkDepositAmount(low, rule), low).toEqual({ ok: false, error: 'deposit_amount_below_min' });
      expect(checkDepositAmount('1000000001', rule)).toEqual({ ok: false, error: 'deposit_amount_too_large' });
    }
  });

  it('BTC takes steps of 0.0001 from 0.001: 0.01 is taken, 0.00005 is refused naming the step', () => {
    expect(checkDepositAmount('0.01', btc)).toEqual({ ok: true, atoms: 1_000_000n });
    expect(checkDepositAmount('0.001', btc)).toEqual({ ok: true, atoms: 100_000n });
    expect(checkDepositAmount('0.5', btc)).toEqual({ ok: true, atoms: 50_000_000n });
    expect(checkDepositAmount('1.2345', btc)).toEqual({ ok: true, atoms: 123_450_000n });
    for (const bad of ['0.00005', '0.01234', '0.123456789', 'abc']) expect(checkDepositAmount(bad, btc), bad).toEqual({ ok: false, error: 'deposit_amount_step' });
    expect(checkDepositAmount('0.0009', btc)).toEqual({ ok: false, error: 'deposit_amount_below_min' });
  });

  it('ETH takes steps of 0.001 from 0.01', () => {
    expect(checkDepositAmount('0.01', eth)).toEqual({ ok: true, atoms: 1_000_000n });
    expect(checkDepositAmount('2.345', eth)).toEqual({ ok: true, atoms: 234_500_000n });
    expect(checkDepositAmount('0.0105', eth)).toEqual({ ok: false, error: 'deposit_amount_step' });
    expect(checkDepositAmount('0.009', eth)).toEqual({ ok: false, error: 'deposit_amount_below_min' });
    expect(checkDepositAmount(undefined, eth)).toEqual({ ok: false, error: 'deposit_amount_required' });
  });

  it('rounds a minimum up to the step, at least one step', () => {
    expect(depositMinimum(usdt)).toBe(10_00000000n);
    expect(depositMinimum({ ...usdt, minAtoms: 2_50000000n })).toBe(3_00000000n);
    expect(depositMinimum({ ...usdt, minAtoms: 0n })).toBe(1_00000000n);
    expect(depositMinimum({ ...btc, minAtoms: 15_000n })).toBe(20_000n);
    expect(depositMinimum({ decimals: 2, minAtoms: 300n, stepAtoms: 100n })).toBe(300n);
    expect(depositMinimum({ ...btc, stepAtoms: 0n, minAtoms: 0n })).toBe(1n);
  });

  it('shows the limits as the page and its notes say them', () => {
    expect(depositLimits(usdt)).toEqual({ min: '10', step: '1', whole: true });
    expect(depositLimits(btc)).toEqual({ min: '0.001', step: '0.0001', whole: false });
    expect(depositLimits(eth)).toEqual({ min: '0.01', step: '0.001', whole: false });
  });

  it('takes a positive step up to a million coins in the back office', () => {
    expect(parseDepositStep('0.0001', 8)).toBe(10_000n);
    expect(parseDepositStep(' 1 ', 8)).toBe(1_00000000n);
    for (const bad of ['0', '-1', '0.000000001', 'x', '', '1000001']) expect(parseDepositStep(bad, 8), bad).toBeNull();
  });
});
