import type { FuturesContract, FuturesExposure } from '@candor/shared';
import { HttpError, type RaRecord } from 'react-admin';
import { apiCall } from '../../api/client';
import { filterOf, pageOf, pagedList, type ListParams, type ResourceData } from '../../api/dataProvider';
import type { Query } from '../../api/client';
import { optionalText } from '../../ui/text';

const modeOf = (params: ListParams): 'real' | 'demo' => (filterOf(params)['mode'] === 'demo' ? 'demo' : 'real');
const withSymbol = (c: FuturesContract): RaRecord => ({ ...c, id: c.symbol });

async function contracts(): Promise<RaRecord[]> {
  return (await apiCall('GET', 'admin/futures/contracts')).map(withSymbol);
}

/** The contracts' terms (id is the symbol); saving sends only the changed terms. There is no price to edit. */
export const contractsData: ResourceData = {
  list: async () => {
    const data = await contracts();
    return { data, total: data.length };
  },
  one: async (id) => {
    const found = (await contracts()).find((c) => c.id === id);
    if (!found) throw new HttpError(`Contract ${String(id)} was not found.`, 404, { code: 404 });
    return found;
  },
  update: async (id, data) => withSymbol(await apiCall('POST', `admin/futures/contracts/${encodeURIComponent(String(id))}`, { body: data })),
};

/** The exposure of one mode: one record per mode, read with getOne('futures_exposure', { id: mode }). */
export const exposureData: ResourceData = {
  one: async (id) => ({ ...(await apiCall('GET', 'admin/futures/exposure', { query: { mode: id === 'demo' ? 'demo' : 'real' } })), id }),
};
export type { FuturesExposure };

export function insuranceQuery(params: ListParams): Query {
  return { ...pageOf(params), mode: modeOf(params) };
}

/** The insurance fund's history: liquidation fees in, shortfalls out, what the platform covered. */
export const insuranceData: ResourceData = { list: pagedList('admin/futures/insurance', insuranceQuery) };

export function positionsQuery(params: ListParams): Query {
  const f = filterOf(params);
  const tab = optionalText(f['tab']);
  const user = optionalText(f['user_id']);
  return {
    ...pageOf(params), mode: modeOf(params), tab, symbol: optionalText(f['symbol'])?.toUpperCase(),
    user_id: user !== undefined && /^\d{1,15}$/.test(user) ? user : undefined,
  };
}

/** Every user's positions and orders by tab. */
export const positionsData: ResourceData = { list: pagedList('admin/futures/positions', positionsQuery) };
