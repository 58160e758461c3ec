import fc from 'fast-check';
import { COINS } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import type { CoinSettings } from '../coins/index.js';
import { parseDepositAmount, parseProofId, parseRejectReason, parseTxHash } from './deposits.rules.js';

const usdt = { asset: 'USDT', coin: COINS[0], minDepositAtoms: 10_00000000n, depositStepAtoms: 1_00000000n } as unknown as CoinSettings;
const btc = { asset: 'BTC', coin: COINS[3], minDepositAtoms: 100_000n, depositStepAtoms: 10_000n } as unknown as CoinSettings;
const keyOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e.key;
    throw e;
  }
  return 'ok';
};

describe('deposit rules', () => {
  it('accepts every whole number from the minimum up, in atoms', () => {
    fc.assert(fc.property(fc.bigInt({ min: 10n, max: 1_000_000_000n }), (n) => {
      expect(parseDepositAmount(n.toString(), usdt)).toBe(n * 100_000_000n);
    }));
  });

  it('refuses every amount with a fraction, and every whole number below the minimum', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 1, max: 99_999_999 }), (whole, frac) => {
      expect(keyOf(() => parseDepositAmount(`${whole}.${String(frac).padStart(8, '0')}`, usdt))).toBe('deposit_amount_integer');
    }));
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 12n), max: 9n }), (n) => {
      expect(keyOf(() => parseDepositAmount(n.toString(), usdt))).toBe('deposit_amount_below_min');
    }));
  });

  it('takes BTC in steps of 0.0001 from 0.001, and names the step when it refuses', () => {
    expect(parseDepositAmount('0.01', btc)).toBe(1_000_000n);
    fc.assert(fc.property(fc.bigInt({ min: 10n, max: 10n ** 9n }), (steps) => {
      expect(parseDepositAmount((Number(steps) / 10_000).toFixed(4), btc)).toBe(steps * 10_000n);
    }));
    try {
      parseDepositAmount('0.00005', btc);
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ key: 'deposit_amount_step', params: { step: '0.0001', coin: 'BTC', min: '0.001' } });
    }
  });

  it('checks hashes by network and keeps them in lower case', () => {
    expect(parseTxHash(` 0x${'AB'.repeat(32)} `, 'ERC20')).toBe(`0x${'ab'.repeat(32)}`);
    expect(parseTxHash('', 'TRC20')).toBeNull();
    expect(parseTxHash(undefined, 'OMNI')).toBeNull();
    expect(keyOf(() => parseTxHash('ab'.repeat(32), 'ERC20'))).toBe('deposit_hash_invalid');
    expect(keyOf(() => parseTxHash(`0x${'ab'.repeat(32)}`, 'TRC20'))).toBe('deposit_hash_invalid');
    expect(keyOf(() => parseTxHash('123456', 'OMNI'))).toBe('deposit_hash_invalid');
  });

  it('reads proof ids and rejection reasons', () => {
    expect(parseProofId('42')).toBe(42);
    expect(keyOf(() => parseProofId(''))).toBe('deposit_proof_required');
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999', ' 42 ', '042']) expect(keyOf(() => parseProofId(bad))).toBe('deposit_proof_invalid');
    expect(parseRejectReason('  fake proof ')).toBe('fake proof');
    expect(keyOf(() => parseRejectReason(undefined))).toBe('deposit_reason_required');
    expect(keyOf(() => parseRejectReason('x'.repeat(501)))).toBe('validation_failed');
  });
});
