import { describe, expect, it } from 'vitest';
import { initialTransferForm, transferReducer, transferRequest, type TransferForm } from './transfer';

const form = (o: Partial<TransferForm> = {}): TransferForm => ({ ...initialTransferForm(), ...o });

describe('initialTransferForm', () => {
  it('moves USDT from funding to options by default', () => {
    expect(initialTransferForm()).toEqual({ from: 'funding', to: 'options', coin: 'USDT', amount: '', submitted: false });
  });
  it('opens on the accounts and coin of a link', () => {
    expect(initialTransferForm({ from: 'Futures', to: 'funding', coin: 'btc' })).toMatchObject({ from: 'futures', to: 'funding', coin: 'BTC' });
    expect(initialTransferForm({ to: 'trust' })).toMatchObject({ from: 'funding', to: 'trust' });
    expect(initialTransferForm({ to: 'funding' })).toMatchObject({ from: 'options', to: 'funding' });
  });
  it('never opens with one account twice or a junk coin', () => {
    expect(initialTransferForm({ from: 'futures', to: 'futures' })).toMatchObject({ from: 'futures', to: 'funding' });
    expect(initialTransferForm({ from: 'funding', to: 'funding' })).toMatchObject({ from: 'funding', to: 'options' });
    expect(initialTransferForm({ from: 'spot', coin: '<b>' })).toMatchObject({ from: 'funding', coin: 'USDT' });
  });
});

describe('transferReducer', () => {
  it('swaps the direction', () => {
    expect(transferReducer(form({ from: 'funding', to: 'futures', submitted: true }), { kind: 'flip' })).toMatchObject({ from: 'futures', to: 'funding', submitted: false });
  });
  it('turns the pair around when one side picks the other side\'s account', () => {
    const s = form({ from: 'funding', to: 'options' });
    expect(transferReducer(s, { kind: 'from', account: 'options' })).toMatchObject({ from: 'options', to: 'funding' });
    expect(transferReducer(s, { kind: 'to', account: 'funding' })).toMatchObject({ from: 'options', to: 'funding' });
    expect(transferReducer(s, { kind: 'to', account: 'trust' })).toMatchObject({ from: 'funding', to: 'trust' });
    expect(transferReducer(s, { kind: 'from', account: 'funding' })).toBe(s);
  });
  it('clears the amount when the coin changes', () => {
    expect(transferReducer(form({ amount: '5' }), { kind: 'coin', coin: 'BTC' })).toMatchObject({ coin: 'BTC', amount: '' });
  });
  it('falls back to a transferable coin', () => {
    expect(transferReducer(form({ coin: 'SOL' }), { kind: 'coins', coins: ['BTC', 'USDT'] }).coin).toBe('USDT');
    expect(transferReducer(form({ coin: 'SOL' }), { kind: 'coins', coins: ['BTC'] }).coin).toBe('BTC');
    const ok = form({ coin: 'BTC' });
    expect(transferReducer(ok, { kind: 'coins', coins: ['BTC'] })).toBe(ok);
    expect(transferReducer(ok, { kind: 'coins', coins: [] })).toBe(ok);
  });
  it('keeps only what an amount can be while typing (the kit\'s cleanAmountText)', () => {
    const typed = (text: string): string => transferReducer(form(), { kind: 'amount', text }).amount;
    expect(typed('00012.3.4')).toBe('12.34');
    expect(typed('-3e5 USDT')).toBe('35');
    expect(typed('1'.repeat(40))).toHaveLength(30);
    expect(typed('0.0')).toBe('0.0');
  });
  it('"All" fills the available balance cut to the coin\'s places, never rounded up', () => {
    const all = (available: string, decimals: number): string => transferReducer(form(), { kind: 'all', available, decimals }).amount;
    expect(all('900.123456789', 8)).toBe('900.12345678');
    expect(all('900.129', 2)).toBe('900.12');
    expect(all('-1', 8)).toBe('0');
    expect(all('', 8)).toBe('0');
    expect(all('12.5', 8)).toBe('12.5');
  });
  it('marks a submission and resets after success', () => {
    const s = transferReducer(form({ amount: '3' }), { kind: 'submitted' });
    expect(s.submitted).toBe(true);
    expect(transferReducer(s, { kind: 'done' })).toMatchObject({ amount: '', submitted: false });
  });
  it('sends the amount without a trailing point', () => {
    expect(transferRequest(form({ from: 'futures', to: 'funding', coin: 'ETH', amount: '2.' }))).toEqual({ from: 'futures', to: 'funding', coin: 'ETH', amount: '2' });
  });
});
