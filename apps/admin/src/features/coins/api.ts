import type { CoinAdmin } from '@candor/shared';
import type { RaRecord } from 'react-admin';
import { apiCall } from '../../api/client';
import { shortList, type ResourceData } from '../../api/dataProvider';

const PATH = 'admin/coins';

/** Every wallet coin with its settings (id is the asset); saving sends only the changed fields (the form makes them). */
export const coinsData: ResourceData = {
  ...shortList<CoinAdmin>(PATH, 'Coin', (c) => c),
  update: (id, data): Promise<RaRecord> => apiCall('POST', `${PATH}/${encodeURIComponent(id)}`, { body: data }),
};

/** Sets a network's deposit address of a coin; an empty address clears it. */
export const setDepositAddress = (asset: string, network: string, address: string): Promise<CoinAdmin> =>
  apiCall('POST', `${PATH}/${encodeURIComponent(asset)}/networks/${encodeURIComponent(network)}`, { body: { address: address.trim() } });
