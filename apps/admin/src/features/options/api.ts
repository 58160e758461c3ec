import type { OptionExposure, OptionSettlement } from '@candor/shared';
import type { RaRecord } from 'react-admin';
import { apiCall, type Query } from '../../api/client';
import { filterOf, pageOf, pagedList, type ListParams, type ResourceData } from '../../api/dataProvider';
import { optionalText } from '../../ui/text';

/** Every duration and symbol's terms, read as one record (getOne('option_products', { id: 'all' })). */
export const productsData: ResourceData = {
  one: async () => ({ ...(await apiCall('GET', 'admin/option/products')), id: 'all' }),
};

/** The exposure of one mode: one record per mode, read with getOne('option_risk', { id: mode }). */
export const exposureData: ResourceData = {
  one: async (id) => ({ ...(await apiCall('GET', 'admin/option/exposure', { query: { mode: id === 'demo' ? 'demo' : 'real' } })), id }),
};
export type { OptionExposure, OptionSettlement };

export function settlementsQuery(params: ListParams): Query {
  const f = filterOf(params);
  const user = optionalText(f['user_id']);
  return {
    ...pageOf(params), mode: f['mode'] === 'demo' ? 'demo' : 'real', symbol: optionalText(f['symbol'])?.toUpperCase(),
    user_id: user !== undefined && /^\d{1,15}$/.test(user) ? user : undefined,
  };
}

/** Settled and void orders of every user, newest first, each with the two ticks it cites. */
export const settlementsData: ResourceData = { list: pagedList<OptionSettlement & RaRecord>('admin/option/settlements', settlementsQuery) };
