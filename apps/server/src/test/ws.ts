import WebSocket from 'ws';

/** A websocket message as the servers send them: an op and whatever else. */
export type WsMessage = { op: string; events?: { ch: string; data: Record<string, unknown> }[]; [k: string]: unknown };

export type TestSocket<M = WsMessage> = {
  ws: WebSocket;
  /** The first message (already seen or to come) that matches; fails after 5 s. No sleeps. */
  next: (pred: (m: M) => boolean) => Promise<M>;
  /** The messages no waiter has taken yet. */
  seen: M[];
  send: (body: Record<string, unknown>) => void;
};

/** Opens a JSON websocket for a test and hands out its messages (of shape M: Candor's by default) by predicate. */
export function openSocket<M = WsMessage>(url: string): Promise<TestSocket<M>> {
  const ws = new WebSocket(url);
  const seen: M[] = [];
  const waiters: { pred: (m: M) => boolean; resolve: (m: M) => void }[] = [];
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as M;
    const i = waiters.findIndex((w) => w.pred(m));
    if (i >= 0) waiters.splice(i, 1)[0]?.resolve(m);
    else seen.push(m);
  });
  const next = (pred: (m: M) => boolean) => new Promise<M>((resolve, reject) => {
    const i = seen.findIndex(pred);
    if (i >= 0) return resolve(seen.splice(i, 1)[0] as M);
    waiters.push({ pred, resolve });
    setTimeout(() => reject(new Error('no such message within 5 s')), 5000).unref();
  });
  const send = (body: Record<string, unknown>) => ws.send(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, next, seen, send }));
    ws.once('error', reject);
  });
}
