import type { ProofCoverage } from '@candor/shared';
import { apiCall } from '../../api/client';
import type { ResourceData } from '../../api/dataProvider';

export type ProofOverview = { day: string | null; assets: ProofCoverage[] };

/** The coverage of a day (the latest published when none is named). */
export const proofOverview = (day?: string): Promise<ProofOverview> => apiCall('GET', 'admin/proof', { query: day ? { day } : {} });

/** The section reads its figures itself; react-admin lists nothing. */
export const proofData: ResourceData = { list: async () => ({ data: [], total: 0 }) };
