import WebSocket from 'ws';

/** A websocket message as the servers send them: an op and whatever else. */
export type WsMessage = { op: string; events?: { ch: string; data: Record<string, unknown> }[]; [k: string]: unknown };

export type TestSocket = {
  ws: WebSocket;
  /** The first message (already seen or to come) that matches; fails after 5 s. No sleeps. */
  next: (pred: (m: WsMessage) => boolean) => Promise<WsMessage>;
  /** The messages no waiter has taken yet. */
  seen: WsMessage[];
  send: (body: Record<string, unknown>) => void;
};

/** Opens a JSON websocket for a test and hands out its messages by predicate. */
export function openSocket(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const seen: WsMessage[] = [];
  const waiters: { pred: (m: WsMessage) => boolean; resolve: (m: WsMessage) => void }[] = [];
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as WsMessage;
    const i = waiters.findIndex((w) => w.pred(m));
    if (i >= 0) waiters.splice(i, 1)[0]?.resolve(m);
    else seen.push(m);
  });
  const next = (pred: (m: WsMessage) => boolean) => new Promise<WsMessage>((resolve, reject) => {
    const i = seen.findIndex(pred);
    if (i >= 0) return resolve(seen.splice(i, 1)[0] as WsMessage);
    waiters.push({ pred, resolve });
    setTimeout(() => reject(new Error('no such message within 5 s')), 5000).unref();
  });
  const send = (body: Record<string, unknown>) => ws.send(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, next, seen, send }));
    ws.once('error', reject);
  });
}
