import type { DeliveryRow, OutboxRow } from '@candor/shared';
import { filterOf, pagedList, searchQuery, type ListParams, type ResourceData } from '../../api/dataProvider';

/** The messages the platform sent (codes included), searched by destination. */
export const outboxData: ResourceData = { list: pagedList<OutboxRow>('admin/outbox', searchQuery) };

const statusOf = (params: ListParams): string | undefined => {
  const v = filterOf(params)['status'];
  return typeof v === 'string' && v !== '' ? v : undefined;
};

/** Deliveries through SMTP and the SMS gateway, searched by destination, narrowed by status. */
export const deliveriesData: ResourceData = {
  list: pagedList<DeliveryRow>('admin/deliveries', (params) => ({ ...searchQuery(params), status: statusOf(params) })),
};
