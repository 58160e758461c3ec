export { Hub, PUBLIC_CHANNEL, PRIVATE_CHANNELS, type Client } from './hub.js';
export { connectMarketToHub, registerRealtime } from './realtime.routes.js';
export { connectBalancesToHub } from './balances.js';
