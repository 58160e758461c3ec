export const SWAP_PATH = '/pages/wallet/swap/index';
