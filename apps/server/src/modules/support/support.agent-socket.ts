import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { Bus } from '../../platform/bus/bus.js';
import type { Api } from '../../platform/http/api.js';
import type { AdminService } from '../backoffice/index.js';

const HEARTBEAT_MS = 30_000;
/** A socket that has not signed in by then is closed. */
const AUTH_WITHIN_MS = 10_000;

type Incoming = { op?: unknown; token?: unknown };

function parse(raw: string): Incoming | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Incoming) : null;
  } catch {
    return null;
  }
}

/**
 * The agents' live inbox at /api/admin/support/ws: an agent signs in with {op:'auth', token} (an admin session whose
 * role may read the support inbox), then hears {op:'inbox', conversation_id, event} whenever a conversation opens,
 * a user writes, or an agent takes, answers or closes one, and re-reads what changed. The session is checked again
 * at every heartbeat: a signed-out or demoted agent's socket closes. It carries no message text: the screens read
 * through the audited routes.
 */
export async function registerAgentSocket(api: Api, s: { admin: AdminService; bus: Bus }): Promise<void> {
  if (!api.hasDecorator('websocketServer')) await api.register(websocket, { options: { maxPayload: 4 * 1024 } });
  const allowed = async (token: string): Promise<boolean> => {
    const admin = await s.admin.resolve(token);
    return admin !== null && admin.stage === 'full' && s.admin.access.mayAccess(admin.role, 'support_chat');
  };
  api.get('/admin/support/ws', { websocket: true, schema: { hide: true } }, (socket: WebSocket) => {
    let token: string | null = null;
    let unsubscribe: (() => void) | null = null;
    const reply = (body: Record<string, unknown>) => { if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(body)); };
    const refuse = () => { reply({ op: 'error', code: 999, message: 'not an agent session' }); socket.close(4401, 'not an agent session'); };
    const deadline = setTimeout(() => { if (token === null) refuse(); }, AUTH_WITHIN_MS);
    const heartbeat = setInterval(() => {
      if (token === null) return;
      void allowed(token).then((ok) => { if (ok) socket.ping(); else refuse(); }, refuse);
    }, HEARTBEAT_MS);
    deadline.unref();
    heartbeat.unref();
    socket.on('close', () => {
      clearTimeout(deadline);
      clearInterval(heartbeat);
      unsubscribe?.();
    });
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      const msg = isBinary ? null : parse(raw.toString('utf8'));
      if (msg?.op === 'ping') return reply({ op: 'pong' });
      if (msg?.op !== 'auth' || typeof msg.token !== 'string' || msg.token.length > 200 || token !== null) return reply({ op: 'error', message: 'invalid message' });
      const candidate = msg.token;
      void allowed(candidate).then((ok) => {
        if (!ok) return refuse();
        token = candidate;
        unsubscribe = s.bus.subscribe('support.inbox', (e) => reply({ op: 'inbox', conversation_id: e.conversationId, event: e.event }));
        reply({ op: 'authed' });
      }, refuse);
      return undefined;
    });
  });
}
