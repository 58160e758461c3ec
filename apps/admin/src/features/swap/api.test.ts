import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../api/dataProvider';
import { answer, asked, ok, withStoredToken } from '../../api/testkit';
import { fiatRatesData } from './api';

const provider = createDataProvider({ fiat_rates: { data: fiatRatesData } });

describe('the fiat rate routes', () => {
  withStoredToken();

  it('gives each rate its code as id, read from the list and after a save', async () => {
    const seen = answer(ok({ total: 1, items: [{ code: 'EUR', rate: '0.92' }] }), ok({ code: 'EUR', rate: '0.93', enabled: true }));
    expect((await provider.getOne('fiat_rates', { id: 'EUR' })).data).toEqual({ id: 'EUR', code: 'EUR', rate: '0.92' });
    const saved = await provider.update('fiat_rates', { id: 'EUR', data: { rate: '0.93', enabled: true }, previousData: { id: 'EUR' } });
    expect(saved.data).toEqual({ id: 'EUR', code: 'EUR', rate: '0.93', enabled: true });
    expect(asked(seen)).toEqual(['GET /api/admin/fiat-rates?page=1&limit=100', 'POST /api/admin/fiat-rates/EUR {"rate":"0.93","enabled":true}']);
  });

  it('says which currency it does not know', async () => {
    answer(ok({ total: 0, items: [] }));
    await expect(provider.getOne('fiat_rates', { id: 'XYZ' })).rejects.toMatchObject({ status: 404, message: 'Currency XYZ was not found.' });
  });
});
