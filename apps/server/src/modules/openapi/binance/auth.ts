import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { ActiveKey, ApiKeys } from '../apikeys.service.js';
import { B } from './errors.js';
import type { Weights } from './weights.js';

/** What a Binance call may need of its key: nothing (public), the key only (listenKey), or a signed request. */
export type Security = 'none' | 'key' | 'signed';
export type Permission = 'read' | 'spot' | 'futures';

/** A request's parameters (query and form body together), and its key when one was sent. */
export type Call = { params: Record<string, string>; key: ActiveKey | null; mode: 'real' | 'demo' };

const MAX_RECV_WINDOW = 60_000;
const DEFAULT_RECV_WINDOW = 5_000;

/** The raw query string of a request (after `?`). */
export const rawQuery = (req: FastifyRequest): string => {
  const i = req.url.indexOf('?');
  return i < 0 ? '' : req.url.slice(i + 1);
};
/** The raw form body (the /binance scope keeps bodies as text). */
export const rawBody = (req: FastifyRequest): string => (typeof req.body === 'string' ? req.body : '');

/** Parameters of the query and the body; a parameter sent twice keeps its first value. */
export function paramsOf(query: string, body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of [query, body]) {
    for (const [k, v] of new URLSearchParams(part)) if (!(k in out)) out[k] = v;
  }
  return out;
}

/** The signed payload: query string and body as sent, without the `signature` parameter. */
export function payloadOf(query: string, body: string): { payload: string; signature: string | null } {
  let signature: string | null = null;
  const strip = (text: string): string => text.split('&').filter((p) => {
    if (p.startsWith('signature=')) {
      const raw = p.slice('signature='.length);
      signature ??= /^[0-9a-fA-F]{1,128}$/.test(raw) ? raw : '';
      return false;
    }
    return true;
  }).join('&');
  return { payload: strip(query) + strip(body), signature };
}

export const sign = (secret: string, payload: string): string => createHmac('sha256', secret).update(payload).digest('hex');

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(a)) return false;
  return timingSafeEqual(Buffer.from(a.toLowerCase(), 'hex'), Buffer.from(b, 'hex'));
}

/**
 * Binance's request security: `X-MBX-APIKEY`, the key's status, IP allow-list and permission; for signed calls the
 * HMAC-SHA256 `signature` of query and body, `timestamp` within `recvWindow` of the server's clock, and a signature
 * accepted once (a replay within its window is refused). Then the weight is spent and the headers set.
 */
export async function authorize(req: FastifyRequest, reply: FastifyReply, d: { keys: ApiKeys; clock: Clock; weights: Weights },
  o: { security: Security; permission: Permission; weight: number }): Promise<Call> {
  const query = rawQuery(req);
  const body = rawBody(req);
  const params = paramsOf(query, body);
  const header = req.headers['x-mbx-apikey'];
  const apiKey = typeof header === 'string' ? header.trim() : '';
  const now = d.clock.now();
  let key: ActiveKey | null = null;
  if (o.security !== 'none' || apiKey) {
    if (!apiKey) {
      if (o.security !== 'none') throw B.keyFormat();
    } else {
      key = await d.keys.find(apiKey);
      if (o.security !== 'none') {
        if (!key || key.row.status !== 'active') throw B.rejectedKey();
        const allow = key.row.ip_allow ? key.row.ip_allow.split(',') : [];
        if (allow.length > 0 && !allow.includes(req.ip)) throw B.rejectedKey();
        if (o.permission === 'spot' && key.row.can_spot !== 1) throw B.rejectedKey();
        if (o.permission === 'futures' && key.row.can_futures !== 1) throw B.rejectedKey();
      } else if (key && key.row.status !== 'active') {
        key = null;
      }
    }
  }
  if (o.security === 'signed' && key) {
    const { payload, signature } = payloadOf(query, body);
    if (signature === null) throw B.mandatory('signature');
    const timestamp = params.timestamp;
    if (!timestamp || !/^\d{1,16}$/.test(timestamp)) throw B.mandatory('timestamp');
    const windowText = params.recvWindow;
    if (windowText !== undefined && !/^\d{1,8}$/.test(windowText)) throw B.mandatory('recvWindow');
    const recvWindow = windowText === undefined ? DEFAULT_RECV_WINDOW : Number(windowText);
    if (recvWindow > MAX_RECV_WINDOW) throw B.badRecvWindow();
    const ts = Number(timestamp);
    if (ts >= now + 1000 || now - ts > recvWindow) throw B.timestamp();
    if (!sameHex(signature, sign(key.secret, payload))) throw B.signature();
    if (!(await d.keys.rememberSignature(key.row.id, signature.toLowerCase(), ts + recvWindow + 1000))) throw B.replay();
  }
  const who = key ? `key:${key.row.id}` : `ip:${req.ip}`;
  const used = await d.weights.spend(who, o.weight, now);
  void reply.header('X-MBX-USED-WEIGHT-1M', String(used)).header('X-MBX-USED-WEIGHT', String(used));
  if (key) void d.keys.touch(key.row).catch(() => undefined);
  return { params, key, mode: key?.row.mode ?? 'real' };
}

/** Counts a new order of the key and sets the order-count header (-1015 past the limit). */
export async function countOrder(reply: FastifyReply, d: { weights: Weights; clock: Clock }, call: Call): Promise<void> {
  if (!call.key) return;
  const n = await d.weights.order(`key:${call.key.row.id}`, d.clock.now());
  void reply.header('X-MBX-ORDER-COUNT-10S', String(n));
}

/** The key of a call that needs one (after `authorize` with security 'key' or 'signed'). */
export function keyOf(call: Call): ActiveKey {
  if (!call.key) throw B.rejectedKey();
  return call.key;
}
