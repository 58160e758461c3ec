import type { AdminNftCause, AdminNftItem, AdminNftSale, NftPayout } from '@candor/shared';
import { apiCall, postFile } from '../../api/client';
import type { ResourceData } from '../../api/dataProvider';

/** Texts per language code; English is required (other languages fall back to it). */
export type Texts = Record<string, string>;
export type CauseTexts = { name: Texts; story: Texts };
export type ItemFields = { cause_id: string; title: Texts; story: Texts; price: string; edition_size: string; image_upload_id: number | null };

export const nftCauses = (): Promise<AdminNftCause[]> => apiCall('GET', 'admin/nft/causes');
export const createCause = (t: CauseTexts): Promise<AdminNftCause> => apiCall('POST', 'admin/nft/causes', { body: t });
export const updateCause = (id: number, t: CauseTexts): Promise<AdminNftCause> => apiCall('POST', `admin/nft/causes/${id}`, { body: t });
export const nftItems = (): Promise<AdminNftItem[]> => apiCall('GET', 'admin/nft/items');
const itemBody = (f: ItemFields) => ({
  cause_id: Number(f.cause_id), title: f.title, story: f.story, price: f.price, edition_size: Number(f.edition_size), image_upload_id: f.image_upload_id,
});
export const createItem = (f: ItemFields): Promise<AdminNftItem> => apiCall('POST', 'admin/nft/items', { body: itemBody(f) });
export const updateItem = (id: number, f: ItemFields): Promise<AdminNftItem> => apiCall('POST', `admin/nft/items/${id}`, { body: itemBody(f) });
export const setEnabled = (id: number, enabled: boolean): Promise<AdminNftItem> => apiCall('POST', `admin/nft/items/${id}`, { body: { enabled } });
/** Uploads an image (JPEG, PNG or WebP); answers the upload id an NFT then points at. */
export const uploadImage = (file: File): Promise<{ id: number }> => postFile('admin/nft/images', file, file.name);
export const nftSales = (page: number): Promise<{ total: number; items: AdminNftSale[] }> => apiCall('GET', 'admin/nft/sales', { query: { page, limit: 50 } });
export const nftPayouts = (): Promise<NftPayout[]> => apiCall('GET', 'admin/nft/payouts');
export const proposePayout = (b: { cause_id: number; amount: string; recipient: string; note: string }): Promise<NftPayout> => apiCall('POST', 'admin/nft/payouts', { body: b });
export const approvePayout = (id: number): Promise<NftPayout> => apiCall('POST', `admin/nft/payouts/${id}/approve`, { body: {} });

/** The NFT pages read their own lists; react-admin only needs a total so the menu entry opens the page. */
export const nftData: ResourceData = { list: async () => ({ data: [], total: 0 }) };
