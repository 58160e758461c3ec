/** The NFT charity pages (routes.md). */
export const NFT_PATH = '/pages/nft/index';
export const NFT_DETAIL_PATH = '/pages/nft/detail';
export const nftDetailPathOf = (id: number): string => `${NFT_DETAIL_PATH}?id=${id}`;
