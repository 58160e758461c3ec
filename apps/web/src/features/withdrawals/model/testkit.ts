import type { AddressEntry } from './addresses';
import type { WithdrawCoin, WithdrawInfo } from './coins';
import type { WithdrawContext } from './errors';
import type { WithdrawalRecord } from './records';

/** Test data of the withdraw model: the server's four coins, book entries and records. */
export const USDT: WithdrawCoin = {
  currency_id: 3, coin: 'USDT', name: 'Tether USD', decimals: 8, withdraw_enabled: true, networks: ['ERC20', 'TRC20', 'OMNI'],
  min_withdraw: '10', fee_bps: 300, fee_rate: '0.03', available: '1000',
};
export const ETH: WithdrawCoin = {
  currency_id: 2, coin: 'ETH', name: 'Ethereum', decimals: 8, withdraw_enabled: true, networks: ['ERC20'],
  min_withdraw: '0.01', fee_bps: 300, fee_rate: '0.03', available: '0.5',
};
export const USDC: WithdrawCoin = { ...USDT, currency_id: 4, coin: 'USDC', name: 'USD Coin', networks: ['ERC20', 'TRC20'], withdraw_enabled: false, available: '0' };
export const BTC: WithdrawCoin = { ...ETH, currency_id: 1, coin: 'BTC', name: 'Bitcoin', networks: ['OMNI'], min_withdraw: '0.001', available: '0' };

export const INFO: WithdrawInfo = { daily_limit: 3, used_today: 1, remaining_today: 2, arrival_hours: 12, coins: [USDT, USDC, ETH, BTC], two_factor: false };

/** Real mainnet addresses, one per network (the server's tests use the same). */
export const ADDRESSES = {
  ERC20: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  OMNI: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
} as const;

export const entry = (id: number, coin: string, network: keyof typeof ADDRESSES, remark = ''): AddressEntry => ({
  id, currency_id: coin === 'USDT' ? 3 : 2, coin, network, address: ADDRESSES[network], remark, created_at: 1_700_000_000_000 + id,
});

export const context = (over: Partial<WithdrawContext> = {}): WithdrawContext => ({
  coin: USDT, addressId: 7, addressCount: 1, remainingToday: 2, dailyLimit: 3, hasFundPassword: true, ...over,
});

export const record = (id: number, over: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  id, currency_id: 3, coin: 'USDT', network: 'TRC20', address: ADDRESSES.TRC20, amount: '100', fee: '3', total: '103',
  status: 'processing', reason: null, tx_hash: null, created_at: 1_700_000_000_000, updated_at: 1_700_000_000_000, ...over,
});
