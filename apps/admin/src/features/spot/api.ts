import type { AdminSpotTrade } from '@candor/shared';
import { filterOf, pageOf, pagedList, type ListParams, type ResourceData } from '../../api/dataProvider';
import type { Query } from '../../api/client';
import { optionalText } from '../../ui/text';

/** The list's query: its page, and the market and mode when chosen. */
export function tradesQuery(params: ListParams): Query {
  const filter = filterOf(params);
  const mode = filter['mode'] === 'real' || filter['mode'] === 'demo' ? filter['mode'] : undefined;
  return { ...pageOf(params), symbol: optionalText(filter['symbol'])?.toUpperCase(), mode };
}

/** Spot trades of every book, newest first; simulated participants' trades are named. */
export const spotTradesData: ResourceData = { list: pagedList<AdminSpotTrade>('admin/spot/trades', tradesQuery) };
