import { describe, expect, it } from 'vitest';
import type { CoinSettings } from './types';
import { addressProblem, coinFormErrors, coinFormValues, coinPatch, coinSummary } from './coinForm';

const usdt: CoinSettings = {
  id: 'USDT', asset: 'USDT', currency_id: 3, name: 'Tether USD', decimals: 8, display_decimals: 2, deposit_enabled: true, withdraw_enabled: true,
  min_deposit: '10', deposit_step: '1', min_withdraw: '10', withdraw_fee_bps: 300, review_threshold: '10000',
  networks: [{ network: 'TRC20', deposit_address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', sample: true }],
};

describe('the coin settings form', () => {
  it('starts from the saved settings and accepts them as they are', () => {
    const v = coinFormValues(usdt);
    expect(v).toEqual({ deposit_enabled: true, withdraw_enabled: true, min_deposit: '10', deposit_step: '1', min_withdraw: '10', withdraw_fee_bps: '300', review_threshold: '10000' });
    expect(coinFormErrors(v, 8)).toEqual({});
    expect(coinPatch(usdt, v)).toEqual({});
  });

  it('checks amounts and the fee as the server does', () => {
    const errors = coinFormErrors({ min_deposit: '', deposit_step: '0', min_withdraw: '-1', review_threshold: '0.000000001', withdraw_fee_bps: '5001' }, 8);
    expect(errors).toEqual({
      min_deposit: 'Required.',
      deposit_step: 'A number above 0 and at most 1,000,000 with at most 8 decimal places (1 = whole numbers).',
      min_withdraw: 'A number from 0 to 1,000,000,000 with at most 8 decimal places.',
      review_threshold: 'A number from 0 to 1,000,000,000 with at most 8 decimal places.',
      withdraw_fee_bps: 'A whole number of basis points from 0 to 5000 (50 %).',
    });
    expect(coinFormErrors({ min_deposit: '1', min_withdraw: '1', review_threshold: '1', withdraw_fee_bps: '0' }, 8).deposit_step).toBe('Required.');
    expect(coinFormErrors({ min_deposit: '1000000000', deposit_step: '0.0001', min_withdraw: '0', review_threshold: '0.5', withdraw_fee_bps: 5000 }, 8)).toEqual({});
    expect(coinFormErrors({ min_deposit: '1000000000.1', deposit_step: '1', min_withdraw: '1', review_threshold: '1', withdraw_fee_bps: '2.5' }, 8))
      .toMatchObject({ min_deposit: expect.any(String), withdraw_fee_bps: expect.any(String) });
    expect(coinFormErrors({ min_deposit: '0.5', deposit_step: '1', min_withdraw: '1', review_threshold: '1', withdraw_fee_bps: '0' }, 0).min_deposit).toContain('at most 0 decimal places');
  });

  it('sends only what changed, in the server spelling', () => {
    const v = { ...coinFormValues(usdt), deposit_enabled: false, min_withdraw: '20.50', review_threshold: '10000.0', withdraw_fee_bps: 250 };
    expect(coinPatch(usdt, v)).toEqual({ deposit_enabled: '0', min_withdraw: '20.5', withdraw_fee_bps: '250' });
    expect(coinPatch(usdt, { ...coinFormValues(usdt), deposit_step: '0.50' })).toEqual({ deposit_step: '0.5' });
  });

  it('says what the settings mean', () => {
    expect(coinSummary('USDT', coinFormValues(usdt), 8)).toBe('Deposits open from 10 USDT in whole numbers; withdrawals open from 10 USDT with a 3 % fee; two admins approve from 10000 USDT.');
    const btc = { deposit_enabled: false, withdraw_enabled: false, min_deposit: '0.001', deposit_step: '0.0001', min_withdraw: '0.001', withdraw_fee_bps: '300', review_threshold: '0.2' };
    expect(coinSummary('BTC', btc, 8)).toBe('Deposits closed; withdrawals closed; two admins approve from 0.2 BTC.');
    expect(coinSummary('BTC', { ...btc, deposit_enabled: true }, 8)).toContain('Deposits open from 0.001 BTC in steps of 0.0001 BTC;');
    expect(coinSummary('BTC', { ...btc, withdraw_fee_bps: '7000' }, 8)).toBe('Fix the fields marked in red to see what the settings mean for users.');
  });

  it('checks a deposit address for its network, and lets an empty one clear it', () => {
    expect(addressProblem('TRC20', '')).toBeNull();
    expect(addressProblem('TRC20', ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ')).toBeNull();
    expect(addressProblem('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeNull();
    expect(addressProblem('OMNI', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBeNull();
    expect(addressProblem('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe('Not a valid ERC20 address (the checksum is checked too).');
    expect(addressProblem('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x')).toMatch(/^Not a valid TRC20/);
    expect(addressProblem('SOL', 'abc')).toBe('SOL is not a network the platform knows.');
  });
});
