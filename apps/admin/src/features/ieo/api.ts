import type { IeoAdminProject, IeoPreview, IeoSpotMarket } from '@candor/shared';
import type { RaRecord } from 'react-admin';
import { apiCall, resourceCall } from '../../api/client';
import { pagedList, shortList, type ResourceData } from '../../api/dataProvider';
import { projectBody, type ProjectFormValues } from './projectForm';

/** IEO projects: listed with their figures, created and edited (before their window opens) from the form. */
export const projectsData: ResourceData = {
  ...shortList<IeoAdminProject>('admin/ieo/projects', 'Project', (p) => p),
  create: async (data) => resourceCall<RaRecord>('POST', 'admin/ieo/projects', { body: projectBody(data as ProjectFormValues) }),
  update: async (id, data) => resourceCall<RaRecord>('POST', `admin/ieo/projects/${encodeURIComponent(String(id))}`, { body: projectBody(data as ProjectFormValues) }),
};

export const previewOf = (id: number): Promise<IeoPreview> => apiCall('GET', `admin/ieo/projects/${id}/preview`);

/** Lists a spot market for an allotted project's token against USDT: tick and lot sizes only (its price comes from trades). */
export const listMarket = (id: number, body: { tick_size: string; lot_size: string }): Promise<IeoSpotMarket> =>
  apiCall('POST', `admin/ieo/projects/${id}/market`, { body });

/** Currency subscription products: created under review, passed by another admin. */
export const productsData: ResourceData = {
  list: pagedList('admin/publication/products'),
  create: async (data) => resourceCall<RaRecord>('POST', 'admin/publication/products', { body: data }),
};

export const passProduct = (id: number): Promise<RaRecord> => resourceCall<RaRecord>('POST', `admin/publication/products/${id}/pass`);
