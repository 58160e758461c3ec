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
  return [...fromPath, ...fromQuery].slice(0, MAX_STREAMS);
}

/**
 * Binance's websocket streams: /binance/ws/<stream>[/<stream>...] (also /binance/stream/ws/...) sends raw events, /binance/stream?streams=a/b sends
 * `{stream, data}`; both take {"method":"SUBSCRIBE"|"UNSUBSCRIBE"|"LIST_SUBSCRIPTIONS","params":[...],"id":n}. A
 * listenKey as a stream name opens the user data stream (executionReport, outboundAccountPosition).
 */
export async function registerStreams(b: FastifyInstance, s: OpenApiService): Promise<void> {
  const hub = s.streams;
  const handler = (socket: WebSocket, req: FastifyRequest): void => {
    const client: StreamClient = {
      send: (text) => { if (socket.readyState === socket.OPEN) socket.send(text); },
      streams: new Set(), combined: req.url.startsWith('/binance/stream') && !req.url.startsWith('/binance/stream/ws'), listens: new Map(),
    };
    const add = (list: string[]): void => {
      for (const n of list) {
        if (client.streams.size + client.listens.size >= MAX_STREAMS) break;
        const listen = s.listenKeys.get(n);
        if (listen) {
          client.listens.set(n, listen);
          continue;
        }
        const parsed = parseStream(n);
        if (!parsed) continue;
        client.streams.add(parsed.name);
        if (parsed.kind === 'depth' || parsed.kind === 'bookTicker') s.watchDepth(parsed.symbol);
      }
    };
    add(names(req));
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
      if (msg.method === 'SUBSCRIBE') add(params);
      else if (msg.method === 'UNSUBSCRIBE') {
        for (const p of params) {
          client.streams.delete(parseStream(p)?.name ?? p);
          client.listens.delete(p);
        }
      }
      else if (msg.method === 'LIST_SUBSCRIPTIONS') return client.send(JSON.stringify({ result: [...client.streams, ...client.listens.keys()], id }));
      else return client.send(JSON.stringify({ error: { code: 2, msg: `Invalid request: unknown method` }, id }));
      client.send(JSON.stringify({ result: null, id }));
    });
    socket.on('close', () => {
      clearInterval(beat);
      hub.clients.delete(client);
    });
  };
  b.get('/ws', { websocket: true, schema: { hide: true } }, handler);
  b.get('/ws/*', { websocket: true, schema: { hide: true } }, handler);
  b.get('/stream', { websocket: true, schema: { hide: true } }, handler);
  // Binance's spot streams live on a host named stream.binance.com, and ccxt tells spot streams from futures ones by
  // "/stream" in the URL: /binance/stream/ws is the same raw endpoint as /binance/ws under a name ccxt reads as spot.
  b.get('/stream/ws', { websocket: true, schema: { hide: true } }, handler);
  b.get('/stream/ws/*', { websocket: true, schema: { hide: true } }, handler);
}
