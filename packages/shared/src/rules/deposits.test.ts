import { describe, expect, it } from 'vitest';
import { checkDepositAmount, depositMinimum } from './deposits.js';

const usdt = { decimals: 8, minAtoms: 10_00000000n };
const eth = { decimals: 8, minAtoms: 1_000_000n };

describe('the deposit amount rule both sides compute', () => {
  it('takes whole coins from the minimum up to a billion, in atoms', () => {
    expect(checkDepositAmount('10', usdt)).toEqual({ ok: true, atoms: 10_00000000n });
    expect(checkDepositAmount('1000000000', usdt)).toEqual({ ok: true, atoms: 1_000_000_000_00000000n });
    expect(checkDepositAmount('1', eth)).toEqual({ ok: true, atoms: 1_00000000n });
  });

  it('answers the server error keys in order', () => {
    expect(checkDepositAmount(undefined, usdt)).toEqual({ ok: false, error: 'deposit_amount_required' });
    expect(checkDepositAmount('', usdt)).toEqual({ ok: false, error: 'deposit_amount_required' });
    for (const bad of ['10.5', 'abc', '1e3', '0010', ' 10']) expect(checkDepositAmount(bad, usdt), bad).toEqual({ ok: false, error: 'deposit_amount_integer' });
    for (const low of ['9', '0', '-5']) expect(checkDepositAmount(low, usdt), low).toEqual({ ok: false, error: 'deposit_amount_below_min' });
    expect(checkDepositAmount('0', eth)).toEqual({ ok: false, error: 'deposit_amount_below_min' });
    expect(checkDepositAmount('1000000001', usdt)).toEqual({ ok: false, error: 'deposit_amount_too_large' });
  });

  it('rounds a minimum up to whole coins, at least one', () => {
    expect(depositMinimum(10_00000000n, 8)).toBe(10_00000000n);
    expect(depositMinimum(1_000_000n, 8)).toBe(1_00000000n);
    expect(depositMinimum(2_50000000n, 8)).toBe(3_00000000n);
    expect(depositMinimum(0n, 8)).toBe(1_00000000n);
    expect(depositMinimum(300n, 2)).toBe(300n);
  });
});
