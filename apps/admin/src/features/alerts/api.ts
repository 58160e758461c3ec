import type { AlertStats } from '@candor/shared';
import { apiCall } from '../../api/client';
import type { ResourceData } from '../../api/dataProvider';

export const alertStats = (): Promise<AlertStats> => apiCall('GET', 'admin/alerts/stats');

/** The page reads its own figures; react-admin only needs a total so the menu entry opens the page. */
export const alertsData: ResourceData = { list: async () => ({ data: [], total: 0 }) };
