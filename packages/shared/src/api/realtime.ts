import { z } from 'zod';
import { isPublicChannel, type Channel } from '../channels.js';
import { CHART_INTERVALS } from '../constants.js';
import { futuresEvent, type FuturesEvent } from './futures.js';
import { c2cEvent, type C2cEvent } from './c2c.js';
import { spotOrder, type SpotOrder } from './spot.js';
import { supportEvent, type SupportEvent } from './support.js';
import { notificationEvent, type NotificationEvent } from './notifications.js';

/**
 * The websocket channels of /api/ws and what each carries (the realtime module). Public channels: `tickers` (every
 * tick of a feed batch), `ticker.<SYMBOL>`, `candle.<SYMBOL>.<interval>`, `depth.<SYMBOL>` and `trades.<SYMBOL>` (the
 * real spot books); after {op:'auth'}: `orders` (the user's spot orders), `balances` and `futures` (the user's own futures
 * orders and positions as they change). Events arrive batched, one
 * frame per flush: {op:'batch', ts, events:[{ch, data}]}.
 */

export const tickerPayload = z.object({ s: z.string().describe('symbol'), p: z.string().describe('price'), t: z.number().describe('epoch ms') });
/** A feed tick: symbol, price (a decimal string) and time. */
export type TickerPayload = z.output<typeof tickerPayload>;

export const candlePayload = z.object({
  s: z.string(), i: z.enum(CHART_INTERVALS), t: z.number().describe('open time, epoch ms'),
  o: z.string(), h: z.string(), l: z.string(), c: z.string(), v: z.string(),
});
/** The candle a tick moved: symbol, interval, open time and open/high/low/close/volume as decimal strings. */
export type CandlePayload = z.output<typeof candlePayload>;

const priceAmount = z.tuple([z.string(), z.string()]);
export const depthPayload = z.object({ bids: z.array(priceAmount), asks: z.array(priceAmount) });
/** A book's best levels after it changed, best first: [price, amount] as decimal strings. */
export type DepthPayload = z.output<typeof depthPayload>;

export const tradePayload = z.object({ p: z.string(), q: z.string(), t: z.number(), s: z.literal(1).optional() });
/** One fill on a book: price, quantity and time (no side); `s: 1` when a simulated participant of a trial install took part. */
export type TradePayload = z.output<typeof tradePayload>;

export const balancesPayload = z.object({
  mode: z.enum(['real', 'demo']),
  items: z.array(z.object({ asset: z.string(), kind: z.string(), mode: z.enum(['real', 'demo']), available: z.string(), locked: z.string() })),
});
/** A user's accounts of the mode that changed, as GET getBalance answers them. */
export type BalancesPayload = z.output<typeof balancesPayload>;

// The channels' names and guards are in ../channels.ts, free of zod: the web app's socket client needs them, not zod.
export { isPrivateChannel, isPublicChannel, PRIVATE_CHANNELS, PUBLIC_CHANNEL, type Channel, type PrivateChannel, type PublicChannel } from '../channels.js';

/** What an event of a channel carries. */
export type ChannelData<C extends string> =
  C extends 'tickers' ? TickerPayload[]
    : C extends 'orders' ? SpotOrder
      : C extends 'balances' ? BalancesPayload
        : C extends 'futures' ? FuturesEvent
        : C extends 'c2c' ? C2cEvent
        : C extends 'support' ? SupportEvent
        : C extends 'notifications' ? NotificationEvent
        : C extends `ticker.${string}` ? TickerPayload
          : C extends `candle.${string}` ? CandlePayload
            : C extends `depth.${string}` ? DepthPayload
              : C extends `trades.${string}` ? TradePayload
                : never;

/** One event of a batch: a channel and its payload. */
export type ChannelEvent<C extends Channel = Channel> = C extends Channel ? { ch: C; data: ChannelData<C> } : never;

/** The frame the server sends once per flush with every event queued for the client. */
export type BatchFrame = { op: 'batch'; ts: number; events: ChannelEvent[] };

/** What a client sends. */
export type ClientMessage =
  | { op: 'subscribe' | 'unsubscribe'; channels: string[]; id?: number | string }
  | { op: 'auth'; token: string; id?: number | string }
  | { op: 'ping'; id?: number | string };

/** What the server answers a client's message (besides the batches). */
export type ControlReply =
  | { op: 'subscribed'; id: number | string | undefined; channels: string[]; refused: string[] }
  | { op: 'unsubscribed'; id: number | string | undefined; channels: string[] }
  | { op: 'authed'; id: number | string | undefined; user_id: number }
  | { op: 'pong'; id: number | string | undefined; ts: number }
  | { op: 'error'; id?: number | string | undefined; code?: number; message: string };

/** The schema of a channel's payload (null for a channel that does not exist), to check what a feed produces. */
export function channelPayload(channel: string): z.ZodType | null {
  if (channel === 'tickers') return z.array(tickerPayload);
  if (channel === 'orders') return spotOrder;
  if (channel === 'balances') return balancesPayload;
  if (channel === 'futures') return futuresEvent;
  if (channel === 'c2c') return c2cEvent;
  if (channel === 'support') return supportEvent;
  if (channel === 'notifications') return notificationEvent;
  if (!isPublicChannel(channel)) return null;
  const prefix = channel.slice(0, channel.indexOf('.'));
  return ({ ticker: tickerPayload, candle: candlePayload, depth: depthPayload, trades: tradePayload } as Record<string, z.ZodType>)[prefix] ?? null;
}
