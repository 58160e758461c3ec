import { describe, expect, it } from 'vitest';
import { checkTransferAmount, MAX_TRANSFER_ATOMS } from './transfers.js';

describe('the transfer amount rule both sides compute', () => {
  it('reads a plain decimal above zero with at most the coin places', () => {
    expect(checkTransferAmount('1', 8)).toEqual({ ok: true, atoms: 100_000_000n });
    expect(checkTransferAmount('0.00000001', 8)).toEqual({ ok: true, atoms: 1n });
    expect(checkTransferAmount('10000000000', 8)).toEqual({ ok: true, atoms: MAX_TRANSFER_ATOMS });
  });

  it('answers the server error keys', () => {
    const error = (text: string | undefined, decimals = 8) => { const r = checkTransferAmount(text, decimals); return r.ok ? 'ok' : r.error; };
    expect([error(undefined), error('')]).toEqual(['transfer_amount_required', 'transfer_amount_required']);
    for (const bad of ['0', '-1', 'abc', '1e5', '00005', ' 1 ', '.5']) expect(error(bad), bad).toBe('transfer_amount_invalid');
    expect([error('1.000000001'), error('1.5', 0)]).toEqual(['transfer_amount_decimals', 'transfer_amount_decimals']);
    expect(error('10000000000.00000001')).toBe('transfer_amount_too_large');
  });
});
