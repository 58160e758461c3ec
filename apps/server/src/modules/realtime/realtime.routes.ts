import type { ControlReply } from '@candor/shared';
import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { sharedFramer } from './frame.js';
import type { Hub, Client } from './hub.js';

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

/**
 * The websocket endpoint at /api/ws. Messages are JSON: {op:'subscribe'|'unsubscribe', channels:[...]},
 * {op:'auth', token} (opens the private channels orders and balances), {op:'ping'}. The server answers
 * {op:'subscribed'|'unsubscribed'|'authed'|'pong'|'error'} and sends events as {op:'batch', ts, events:[{ch,data}]}.
 */
export async function registerRealtime(api: Api, s: { hub: Hub; sessions: SessionResolver }): Promise<void> {
  // The app registers the websocket server once for all its scopes (app.ts); a bare instance (tests) gets its own.
  if (!api.hasDecorator('websocketServer')) await api.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const frameOf = sharedFramer();
  api.get('/ws', { websocket: true, schema: { hide: true } }, (socket: WebSocket, req: FastifyRequest) => {
    // Batches go to the connection's own socket as a frame built once for every client of the batch (frame.ts). In
    // order with what `ws` writes itself (replies, pings, the close): `ws` only holds frames back while it compresses
    // (no extension is offered) or reads a Blob (never sent here), and nothing is written once the close has begun.
    const raw = socket.extensions === '' ? req.socket : null;
    const client: Client = {
      id: s.hub.newClientId(), userId: null, channels: new Set(),
      send: (text) => {
        if (socket.readyState !== socket.OPEN) return;
        if (raw) raw.write(frameOf(text));
        else socket.send(text);
      },
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
    const reply = (body: ControlReply) => socket.send(JSON.stringify(body));

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
