import { describe, expect, it } from 'vitest';
import { errorOf, validateTransfer, visibleErrors, type TransferContext } from './errors';
import { attemptFor, newIdempotencyKey } from './idempotency';
import { transferSummary } from './summary';
import { initialTransferForm, transferRequest, type TransferForm } from './transfer';

const form = (o: Partial<TransferForm> = {}): TransferForm => ({ ...initialTransferForm(), ...o });
const ctx: TransferContext = { decimals: 8, available: '100.5', coins: ['USDT', 'USDC', 'ETH', 'BTC'] };
const keys = (s: TransferForm, c: TransferContext = ctx): string[] => validateTransfer(s, c).map((e) => e.key);

describe('validateTransfer', () => {
  it('requires an amount', () => {
    expect(keys(form({ amount: '' }))).toEqual(['amount_required']);
    expect(keys(form({ amount: '  ' }))).toEqual(['amount_required']);
  });
  it('requires an amount above zero', () => {
    expect(keys(form({ amount: '0' }))).toEqual(['amount_invalid']);
    expect(keys(form({ amount: '0.000' }))).toEqual(['amount_invalid']);
    expect(keys(form({ amount: '1e5' }))).toEqual(['amount_invalid']);
  });
  it('allows at most the coin\'s places', () => {
    expect(validateTransfer(form({ amount: '1.123456789' }), ctx)).toEqual([{ field: 'amount', key: 'amount_precision', params: { places: 8 } }]);
    expect(keys(form({ amount: '1.12345678' }))).toEqual([]);
    expect(keys(form({ amount: '1.5' }), { ...ctx, decimals: 0 })).toEqual(['amount_precision']);
  });
  it('refuses more than the from-account holds, and allows exactly all of it', () => {
    expect(validateTransfer(form({ amount: '100.50000001' }), ctx)).toEqual([{ field: 'amount', key: 'insufficient', params: { available: '100.5', coin: 'USDT' } }]);
    expect(keys(form({ amount: '100.5' }))).toEqual([]);
    expect(keys(form({ amount: '1' }), { ...ctx, available: '0' })).toEqual(['insufficient']);
  });
  it('does not judge the balance while it is loading', () => {
    expect(keys(form({ amount: '999999' }), { ...ctx, available: null })).toEqual([]);
  });
  it('refuses two equal accounts and a coin the wallet cannot transfer', () => {
    expect(keys(form({ from: 'futures', to: 'futures', amount: '1' }))).toEqual(['same_account']);
    expect(keys(form({ coin: 'SOL', amount: '1' }))).toEqual(['coin_required']);
    expect(keys(form({ coin: '', amount: '' }))).toEqual(['coin_required', 'amount_required']);
  });
  it('shows missing fields only after Confirm, typing mistakes at once', () => {
    const empty = form({ coin: '', amount: '' });
    expect(visibleErrors(validateTransfer(empty, ctx), empty)).toEqual([]);
    const pressed = { ...empty, submitted: true };
    expect(visibleErrors(validateTransfer(pressed, ctx), pressed).map((e) => e.key)).toEqual(['coin_required', 'amount_required']);
    const typed = form({ amount: '500' });
    const shown = visibleErrors(validateTransfer(typed, ctx), typed);
    expect(errorOf(shown, 'amount')?.key).toBe('insufficient');
    expect(errorOf(shown, 'to')).toBeUndefined();
  });
});

describe('transferSummary', () => {
  it('gives both balances after the transfer, exactly', () => {
    expect(transferSummary('0.1', '100.3', '0.2', true)).toEqual({ fromAfter: '100.2', toAfter: '0.3' });
    expect(transferSummary('100.5', '100.5', '0', true)).toEqual({ fromAfter: '0', toAfter: '100.5' });
  });
  it('is empty while the form is not valid or the balances are unknown', () => {
    expect(transferSummary('1', '100', '0', false)).toBeNull();
    expect(transferSummary('', '100', '0', true)).toBeNull();
    expect(transferSummary('1', null, '0', true)).toBeNull();
    expect(transferSummary('0', '100', '0', true)).toBeNull();
  });
});

describe('idempotency keys', () => {
  const req = transferRequest(form({ amount: '5' }));
  let n = 0;
  const make = (): string => `key-${++n}`;

  it('sends a new key with a new submission', () => {
    const first = attemptFor(null, req, make);
    const other = attemptFor(first, { ...req, amount: '6' }, make);
    expect(first.key).not.toBe(other.key);
  });
  it('reuses the key when the same submission is retried', () => {
    const first = attemptFor(null, req, make);
    expect(attemptFor(first, { ...req }, make)).toBe(first);
  });
  it('draws a UUID, also where randomUUID is missing (plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const bare = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    const a = newIdempotencyKey(bare);
    expect(a).toMatch(uuid);
    expect(newIdempotencyKey(bare)).not.toBe(a);
  });
});
