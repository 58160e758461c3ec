export { openapiModule } from './openapi.module.js';
export { OpenApiService } from './openapi.service.js';
export { registerBinanceApi } from './binance/plugin.js';
export { sign as binanceSign } from './binance/auth.js';
