export { CoinsService, type CoinSettings, type CoinNetwork, type CoinSettingsPatch } from './coins.service.js';
