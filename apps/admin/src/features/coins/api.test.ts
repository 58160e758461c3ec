import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../api/dataProvider';
import { answer, asked, ok, withStoredToken } from '../../api/testkit';
import { coinsData, setDepositAddress } from './api';

const provider = createDataProvider({ coins: { data: coinsData } });
const coin = { id: 'USDT', asset: 'USDT', decimals: 8, networks: [] };

describe('the coin settings routes', () => {
  withStoredToken();

  it('reads one coin from the list and saves only the fields given', async () => {
    const seen = answer(ok({ total: 1, items: [coin] }), ok(coin));
    expect((await provider.getOne('coins', { id: 'USDT' })).data).toEqual(coin);
    await provider.update('coins', { id: 'USDT', data: { withdraw_fee_bps: '250' }, previousData: coin });
    expect(asked(seen)).toEqual(['GET /api/admin/coins?page=1&limit=100', 'POST /api/admin/coins/USDT {"withdraw_fee_bps":"250"}']);
  });

  it('sets a deposit address, trimmed', async () => {
    const seen = answer(ok(coin));
    await setDepositAddress('USDT', 'TRC20', ' T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb ');
    expect(asked(seen)).toEqual(['POST /api/admin/coins/USDT/networks/TRC20 {"address":"T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb"}']);
  });
});
