import websocket from '@fastify/websocket';
import { formatAmount } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionStore } from '../../platform/auth/sessions.js';
import type { MarketService } from '../market/index.js';
import { Hub, type Client } from './hub.js';

const HEARTBEAT_MS = 30_000;
const MAX_MESSAGE_BYTES = 8 * 1024;

type Incoming = { op?: unknown; channels?: unknown; token?: unknown; id?: unknown };

function parse(raw: string): Incoming | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Incoming) : null;
  } catch {
    return null;
  }
}

const channelList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string' && c.length <= 64).slice(0, 100) : [];

/** Feeds market events into the hub: tickers of every batch and the candles it moved. */
export function connectMarketToHub(market: MarketService, hub: Hub): () => void {
  return market.onTicks((ticks, candles) => {
    const tickers = ticks.map((t) => ({ s: t.symbol, p: formatAmount(t.price), t: t.time }));
    hub.publish('tickers', tickers);
    for (const t of tickers) hub.publish(`ticker.${t.s}`, t);
    for (const c of candles) {
      hub.publish(`candle.${c.symbol}.${c.interval}`, {
        s: c.symbol, i: c.interval, t: c.openTime, o: formatAmount(c.open), h: formatAmount(c.high),
        l: formatAmount(c.low), c: formatAmount(c.close), v: formatAmount(c.volume),
      });
    }
  });
}

/**
 * The websocket endpoint at /api/ws. Messages are JSON: {op:'subscribe'|'unsubscribe', channels:[...]},
 * {op:'auth', token} (opens the private channels orders and balances), {op:'ping'}. The server answers
 * {op:'subscribed'|'unsubscribed'|'authed'|'pong'|'error'} and sends events as {op:'batch', ts, events:[{ch,data}]}.
 */
export async function registerRealtime(app: FastifyInstance, s: { hub: Hub; sessions: SessionStore }): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  app.get('/api/ws', { websocket: true, schema: { hide: true } }, (socket: WebSocket) => {
    const client: Client = {
      id: s.hub.newClientId(), userId: null, channels: new Set(),
      send: (text) => socket.send(text),
      buffered: () => socket.bufferedAmount,
    };
    s.hub.add(client);
    let alive = true;
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    heartbeat.unref();
    const reply = (body: Record<string, unknown>) => socket.send(JSON.stringify(body));

    socket.on('pong', () => { alive = true; });
    socket.on('close', () => {
      clearInterval(heartbeat);
      s.hub.remove(client);
    });
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      alive = true;
      const msg = isBinary ? null : parse(raw.toString('utf8'));
      if (!msg) return reply({ op: 'error', message: 'invalid message' });
      const id = typeof msg.id === 'number' || typeof msg.id === 'string' ? msg.id : undefined;
      switch (msg.op) {
        case 'ping':
          return reply({ op: 'pong', id, ts: Date.now() });
        case 'subscribe': {
          const channels = channelList(msg.channels);
          const refused = s.hub.subscribe(client, channels);
          return reply({ op: 'subscribed', id, channels: channels.filter((c) => !refused.includes(c)), refused });
        }
        case 'unsubscribe': {
          const channels = channelList(msg.channels);
          s.hub.unsubscribe(client, channels);
          return reply({ op: 'unsubscribed', id, channels });
        }
        case 'auth': {
          if (typeof msg.token !== 'string' || msg.token.length > 200) return reply({ op: 'error', id, message: 'invalid token' });
          void s.sessions.resolve(msg.token).then((user) => {
            client.userId = user?.id ?? null;
            reply(user ? { op: 'authed', id, user_id: user.id } : { op: 'error', id, code: 999, message: 'not logged in' });
          });
          return undefined;
        }
        default:
          return reply({ op: 'error', id, message: 'unknown op' });
      }
    });
  });
}
