export { coinsModule } from './coins.module.js';
export { CoinsService, type CoinSettings, type CoinNetwork, type CoinSettingsPatch } from './coins.service.js';
