import { CHART_INTERVALS, type ChartInterval } from './constants.js';

/** The websocket's channels (their payloads are in api/realtime.ts). Free of zod, so a client can use them alone. */
export type PrivateChannel = 'orders' | 'balances' | 'futures' | 'c2c' | 'support' | 'notifications';
export type PublicChannel = 'tickers' | `ticker.${string}` | `candle.${string}.${ChartInterval}` | `depth.${string}` | `trades.${string}`;
/** A channel a client may subscribe to. */
export type Channel = PublicChannel | PrivateChannel;

const SYMBOL = '[A-Z0-9/]{1,20}';
/** The public channels' names as the server accepts them (symbols in the wire form, BTC/USDT). */
export const PUBLIC_CHANNEL = new RegExp(
  `^(tickers|ticker\\.${SYMBOL}|candle\\.${SYMBOL}\\.(${CHART_INTERVALS.join('|')})|depth\\.${SYMBOL}|trades\\.${SYMBOL})$`,
);
/** Channels the server opens only after {op:'auth'}. */
export const PRIVATE_CHANNELS: ReadonlySet<string> = new Set<PrivateChannel>(['orders', 'balances', 'futures', 'c2c', 'support', 'notifications']);

export const isPublicChannel = (channel: string): channel is PublicChannel => PUBLIC_CHANNEL.test(channel);
export const isPrivateChannel = (channel: string): channel is PrivateChannel => PRIVATE_CHANNELS.has(channel);
