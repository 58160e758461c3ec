import fc from 'fast-check';
import { formatAmount } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { MAX_AMOUNT_ATOMS, accountKindOf, reasonParts, transferAmountOf, usdtValueOf } from './wallet.rules.js';

const keyOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return `${e.key}${Object.keys(e.params).length ? JSON.stringify(e.params) : ''}`;
    throw e;
  }
  return 'ok';
};

describe('wallet rules', () => {
  it('reads an account kind, case-insensitively, with an optional default', () => {
    expect(accountKindOf('funding')).toBe('funding');
    expect(accountKindOf(' Futures ')).toBe('futures');
    expect(accountKindOf(undefined, 'funding')).toBe('funding');
    expect(accountKindOf('', 'funding')).toBe('funding');
    for (const bad of [undefined, '', 'spot', 'external', 'fees', 'demo_treasury', 'funding2', '__proto__']) {
      expect(keyOf(() => accountKindOf(bad))).toBe('account_kind_invalid');
    }
    expect(keyOf(() => accountKindOf('market_maker', 'funding'))).toBe('account_kind_invalid');
  });

  it('reads a transfer amount exactly, refusing each bad form with its own error', () => {
    expect(transferAmountOf('1', 8)).toBe(100_000_000n);
    expect(transferAmountOf('0.00000001', 8)).toBe(1n);
    expect(transferAmountOf('10000000000', 8)).toBe(MAX_AMOUNT_ATOMS);
    const cases: [string | undefined, string][] = [
      [undefined, 'transfer_amount_required'], ['', 'transfer_amount_required'], ['   ', 'transfer_amount_invalid'],
      [' 0.00000001 ', 'transfer_amount_invalid'], ['007.50', 'transfer_amount_invalid'], ['00005', 'transfer_amount_invalid'],
      ['0', 'transfer_amount_invalid'], ['0.00000000', 'transfer_amount_invalid'], ['-1', 'transfer_amount_invalid'],
      ['-0.5', 'transfer_amount_invalid'], ['abc', 'transfer_amount_invalid'], ['1e5', 'transfer_amount_invalid'],
      ['1,5', 'transfer_amount_invalid'], ['+1', 'transfer_amount_invalid'], ['.5', 'transfer_amount_invalid'],
      ['NaN', 'transfer_amount_invalid'], ['Infinity', 'transfer_amount_invalid'], ['0x10', 'transfer_amount_invalid'],
      ['1.000000001', 'transfer_amount_decimals{"decimals":8}'], ['0.000000000', 'transfer_amount_decimals{"decimals":8}'],
      ['10000000000.00000001', 'transfer_amount_too_large'], ['9'.repeat(40), 'transfer_amount_too_large'],
      ['1'.repeat(200), 'transfer_amount_invalid'],
    ];
    for (const [text, key] of cases) expect(keyOf(() => transferAmountOf(text, 8)), String(text)).toBe(key);
    expect(keyOf(() => transferAmountOf('1.5', 0))).toBe('transfer_amount_decimals{"decimals":0}');
  });

  it('round-trips every valid amount through its decimal string', () => {
    fc.assert(fc.property(fc.bigInt(1n, MAX_AMOUNT_ATOMS), (a) => {
      expect(transferAmountOf(formatAmount(a), 8)).toBe(a);
    }));
  });

  it('values holdings in USDT atoms, rounding down, never through a float', () => {
    expect(usdtValueOf(100_000_000n, 8, 9_000_000_000_000n)).toBe(9_000_000_000_000n);
    expect(usdtValueOf(1n, 8, 9_000_000_000_000n)).toBe(90_000n);
    expect(usdtValueOf(3n, 8, 33_333_333n)).toBe(0n);
    expect(usdtValueOf(300_000_000n, 8, 33_333_333n)).toBe(99_999_999n);
    expect(usdtValueOf(0n, 8, 1n)).toBe(0n);
    expect(usdtValueOf(12n, 2, 150_000_000n)).toBe(18_000_000n);
    expect(usdtValueOf(-1n, 8, 50_000_000n)).toBe(-1n);
    // A huge holding at a huge price stays exact.
    expect(usdtValueOf(10n ** 18n, 8, 10n ** 15n)).toBe(10n ** 25n);
  });

  it('splits a ledger reason into its stable code and detail', () => {
    expect(reasonParts('transfer')).toEqual({ reason: 'transfer', detail: null });
    expect(reasonParts('spot_trade BTC/USDT')).toEqual({ reason: 'spot_trade', detail: 'BTC/USDT' });
    expect(reasonParts('a b c')).toEqual({ reason: 'a', detail: 'b c' });
  });
});
