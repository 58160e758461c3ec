export { nftModule, NftModuleService } from './nft.module.js';
export { NftService } from './nft.service.js';
export { charityAccount } from './nft.views.js';
