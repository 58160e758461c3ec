import type { DepositCoin } from './coins';
import type { DepositContext } from './errors';
import { initialForm, pickProof, proofUploaded, setAmount, setHash, type DepositForm } from './form';

/** Test data of the deposit model: the server's four coins and a form filled in step by step. */
export const COINS: DepositCoin[] = [
  { currency_id: 3, coin: 'USDT', name: 'Tether USD', deposit_enabled: true, min_deposit: '10', deposit_step: '1', confirmations: 5, networks: [
    { network: 'ERC20', available: true, sample: true }, { network: 'TRC20', available: true, sample: true }, { network: 'OMNI', available: false, sample: false },
  ] },
  { currency_id: 4, coin: 'USDC', name: 'USD Coin', deposit_enabled: false, min_deposit: '10', deposit_step: '1', confirmations: 5, networks: [
    { network: 'ERC20', available: true, sample: false }, { network: 'TRC20', available: true, sample: false },
  ] },
  { currency_id: 2, coin: 'ETH', name: 'Ethereum', deposit_enabled: true, min_deposit: '0.01', deposit_step: '0.001', confirmations: 5, networks: [{ network: 'ERC20', available: true, sample: true }] },
  { currency_id: 1, coin: 'BTC', name: 'Bitcoin', deposit_enabled: true, min_deposit: '0.001', deposit_step: '0.0001', confirmations: 5, networks: [{ network: 'OMNI', available: false, sample: false }] },
];

export const USDT_TRC20: DepositContext = { coin: 'USDT', network: 'TRC20', minDeposit: '10', step: '1' };
export const ETH_ERC20: DepositContext = { coin: 'ETH', network: 'ERC20', minDeposit: '0.01', step: '0.001' };
export const BTC_OMNI: DepositContext = { coin: 'BTC', network: 'OMNI', minDeposit: '0.001', step: '0.0001' };

export const EVM_HASH = `0x${'ab'.repeat(32)}`;
export const BARE_HASH = 'CD'.repeat(32);
export const PNG = { name: 'proof.png', size: 120_000, type: 'image/png' };

/** A form with an amount, an uploaded proof (id 41) and, when given, a hash. */
export function filledForm(amount = '100', hash = ''): DepositForm {
  const picked = pickProof(setHash(setAmount(initialForm(), amount), hash), PNG, 1);
  return proofUploaded(picked, 1, 41);
}
