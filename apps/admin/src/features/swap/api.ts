import type { RaRecord } from 'react-admin';
import { apiCall } from '../../api/client';
import { shortList, type ResourceData } from '../../api/dataProvider';
import type { FiatRate } from '@candor/shared';

const PATH = 'admin/fiat-rates';

/** A rate as a record: react-admin's id is the currency code. */
const withCode = (r: FiatRate): RaRecord => ({ ...r, id: r.code });

/** The fiat swap's currencies and rates; saving sends the switch and the rate when it changed (the form makes them). */
export const fiatRatesData: ResourceData = {
  ...shortList<FiatRate>(PATH, 'Currency', withCode),
  update: async (id, data) => withCode(await apiCall('POST', `${PATH}/${encodeURIComponent(id)}`, { body: data })),
};
