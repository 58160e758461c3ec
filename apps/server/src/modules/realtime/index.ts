export { realtimeModule } from './realtime.module.js';
export { Hub, type Client } from './hub.js';
