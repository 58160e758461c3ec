export { SpotService, type PlaceInput, type SpotEvents } from './spot.service.js';
export { registerSpotRoutes, orderOut } from './spot.routes.js';
export { spotAccount } from './spot.settle.js';
export { MarketMaker, DEFAULT_MM, type MarketMakerOptions } from './market-maker.js';
