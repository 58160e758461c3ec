import type { AdminNftSale, NftCause, NftItem, NftPayout } from '@candor/shared';
import { apiCall } from '../../api/client';
import type { ResourceData } from '../../api/dataProvider';

export const nftCauses = (): Promise<NftCause[]> => apiCall('GET', 'admin/nft/causes');
export const createCause = (name: string, story: string): Promise<NftCause> => apiCall('POST', 'admin/nft/causes', { body: { name: { en: name }, story: { en: story } } });
export const nftItems = (): Promise<NftItem[]> => apiCall('GET', 'admin/nft/items');
export type ItemFields = { cause_id: string; title: string; story: string; price: string; edition_size: string };
export const createItem = (f: ItemFields): Promise<NftItem> => apiCall('POST', 'admin/nft/items', {
  body: { cause_id: Number(f.cause_id), title: { en: f.title }, story: { en: f.story }, price: f.price, edition_size: Number(f.edition_size) },
});
export const setEnabled = (id: number, enabled: boolean): Promise<NftItem> => apiCall('POST', `admin/nft/items/${id}`, { body: { enabled } });
export const nftSales = (page: number): Promise<{ total: number; items: AdminNftSale[] }> => apiCall('GET', 'admin/nft/sales', { query: { page, limit: 50 } });
export const nftPayouts = (): Promise<NftPayout[]> => apiCall('GET', 'admin/nft/payouts');
export const proposePayout = (b: { cause_id: number; amount: string; recipient: string; note: string }): Promise<NftPayout> => apiCall('POST', 'admin/nft/payouts', { body: b });
export const approvePayout = (id: number): Promise<NftPayout> => apiCall('POST', `admin/nft/payouts/${id}/approve`, { body: {} });

/** The NFT pages read their own lists; react-admin only needs a total so the menu entry opens the page. */
export const nftData: ResourceData = { list: async () => ({ data: [], total: 0 }) };
