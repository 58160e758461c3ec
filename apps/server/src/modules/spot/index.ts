export { spotModule } from './spot.module.js';
export { SpotService, type PlaceInput, type SpotEvents } from './spot.service.js';
export { orderOut, type OrderView } from './spot.views.js';
export { spotAccount } from './spot.settle.js';
export { MarketMaker, DEFAULT_MM, type MarketMakerOptions } from './market-maker.js';
export type { SpotDepthEvent, SpotOrderEvent, SpotTradesEvent, DepthLevels } from './spot.events.js';
export type { BookLevels } from './spot.owner.js';
