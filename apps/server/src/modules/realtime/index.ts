export { realtimeModule } from './realtime.module.js';
export { Hub, PUBLIC_CHANNEL, PRIVATE_CHANNELS, type Client } from './hub.js';
