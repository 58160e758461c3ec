import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { OpenApiService } from '../openapi.service.js';
import { parseStream, type StreamClient } from './stream-hub.js';

const MAX_STREAMS = 200;
const HEARTBEAT_MS = 30_000;

function names(req: FastifyRequest): string[] {
  const path = req.url.split('?')[0] ?? '';
  const q = (req.query ?? {}) as Record<string, unknown>;
  const fromPath = path.replace(/^.*\/(ws|stream)\/?/, '').split('/').filter((x) => x.length > 0);
  const fromQuery = typeof q.streams === 'string' ? q.streams.split('/') : [];
  const listen = typeof q.listenKey === 'string' ? [q.listenKey] : [];
  return [...fromPath, ...fromQuery, ...listen].slice(0, MAX_STREAMS);
}

/**
 * Binance's websocket streams: /binance/ws/<stream>[/<stream>...] (also /binance/stream/ws/...) sends raw events, /binance/stream?streams=a/b sends
 * `{stream, data}`; both take {"method":"SUBSCRIBE"|"UNSUBSCRIBE"|"LIST_SUBSCRIPTIONS","params":[...],"id":n}. A
 * listenKey as a stream name opens the user data stream (executionReport, outboundAccountPosition). The same under
 * /binance/fstream for USD-M perpetuals (binance/futures-feed.ts; ORDER_TRADE_UPDATE, ACCOUNT_UPDATE).
 */
export async function registerStreams(b: FastifyInstance, s: OpenApiService): Promise<void> {
  const hub = s.streams;
  const handler = (venue: 'spot' | 'futures') => (socket: WebSocket, req: FastifyRequest): void => {
    const client: StreamClient = {
      send: (text) => { if (socket.readyState === socket.OPEN) socket.send(text); },
      streams: new Set(), listens: new Map(), venue,
      combined: venue === 'spot' ? req.url.startsWith('/binance/stream') && !req.url.startsWith('/binance/stream/ws') : req.url.startsWith('/binance/fstream/stream'),
    };
    const add = async (list: string[]): Promise<void> => {
      for (const n of list) {
        if (client.streams.size + client.listens.size >= MAX_STREAMS) break;
        const listen = await s.listenKeys.get(n);
        if (listen) {
          if (listen.venue === venue) client.listens.set(n, listen);
          continue;
        }
        if (venue === 'futures') {
          const name = await s.futuresFeed.parse(n);
          if (name) client.streams.add(name);
          continue;
        }
        const parsed = parseStream(n);
        if (!parsed) continue;
        client.streams.add(parsed.name);
        if (parsed.kind === 'depth' || parsed.kind === 'bookTicker') s.watchDepth(parsed.symbol);
      }
    };
    const label = (name: string) => name.replace(/^f:/, '');
    const ready = add(names(req)).catch(() => undefined);
    hub.clients.add(client);
    let alive = true;
    const beat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    beat.unref();
    socket.on('pong', () => { alive = true; });
    socket.on('message', (raw) => {
      let msg: { method?: unknown; params?: unknown; id?: unknown };
      try {
        msg = JSON.parse(String(raw)) as typeof msg;
      } catch {
        return client.send(JSON.stringify({ error: { code: 2, msg: 'Invalid JSON' }, id: null }));
      }
      const id = typeof msg.id === 'number' || typeof msg.id === 'string' ? msg.id : null;
      const params = Array.isArray(msg.params) ? msg.params.filter((p): p is string => typeof p === 'string').map((p) => p.replace(/@\d+ms$/, '')) : [];
      void ready.then(async () => {
        if (msg.method === 'SUBSCRIBE') await add(params);
        else if (msg.method === 'UNSUBSCRIBE') {
          for (const p of params) {
            const name = venue === 'futures' ? await s.futuresFeed.parse(p) : parseStream(p)?.name;
            client.streams.delete(name ?? p);
            client.listens.delete(p);
          }
        }
        else if (msg.method === 'LIST_SUBSCRIPTIONS') return client.send(JSON.stringify({ result: [...[...client.streams].map(label), ...client.listens.keys()], id }));
        else return client.send(JSON.stringify({ error: { code: 2, msg: `Invalid request: unknown method` }, id }));
        client.send(JSON.stringify({ result: null, id }));
      }).catch(() => client.send(JSON.stringify({ error: { code: 3, msg: 'Internal error' }, id })));
    });
    socket.on('close', () => {
      clearInterval(beat);
      hub.clients.delete(client);
    });
  };
  const spot = handler('spot');
  b.get('/ws', { websocket: true, schema: { hide: true } }, spot);
  b.get('/ws/*', { websocket: true, schema: { hide: true } }, spot);
  b.get('/stream', { websocket: true, schema: { hide: true } }, spot);
  // Binance's spot streams live on a host named stream.binance.com, and ccxt tells spot streams from futures ones by
  // "/stream" in the URL: /binance/stream/ws is the same raw endpoint as /binance/ws under a name ccxt reads as spot.
  b.get('/stream/ws', { websocket: true, schema: { hide: true } }, spot);
  b.get('/stream/ws/*', { websocket: true, schema: { hide: true } }, spot);
  // USD-M perpetuals (Binance's fstream.binance.com): raw at /binance/fstream/ws, combined at /binance/fstream/stream.
  const futures = handler('futures');
  b.get('/fstream/ws', { websocket: true, schema: { hide: true } }, futures);
  b.get('/fstream/ws/*', { websocket: true, schema: { hide: true } }, futures);
  b.get('/fstream/stream', { websocket: true, schema: { hide: true } }, futures);
  // Binance's split of fstream that ccxt follows: /public/ws (depth, bookTicker, trade), /market/ws (the rest), and
  // /private/ws?listenKey= (user data); each answers every futures stream here.
  for (const category of ['public', 'market', 'private']) {
    b.get(`/fstream/${category}/ws`, { websocket: true, schema: { hide: true } }, futures);
    b.get(`/fstream/${category}/ws/*`, { websocket: true, schema: { hide: true } }, futures);
  }
}
