import type { OutboxRow } from '@candor/shared';
import { pagedList, searchQuery, type ResourceData } from '../../api/dataProvider';

/** The messages the platform sent (codes included), searched by destination. */
export const outboxData: ResourceData = { list: pagedList<OutboxRow>('admin/outbox', searchQuery) };
