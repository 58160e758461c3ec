import type { PageRoute } from '../../app/lazy';
import { NFT_DETAIL_PATH, NFT_PATH } from './paths';

const ns = ['nft'] as const;

/** NFT charity: the lists are public; buying asks to sign in. */
export const nftRoutes: readonly PageRoute[] = [
  { path: NFT_PATH, load: () => import('./pages/NftIndexPage'), ns },
  { path: NFT_DETAIL_PATH, load: () => import('./pages/NftDetailPage'), ns },
];

/** The user's editions for the Assets page (the feature's door). */
export { MyNfts } from './MyNfts';
