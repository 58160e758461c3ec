// The peer of the fan-out benchmark: a bare `ws` server that sends every client its own JSON.stringify of the
// same ticker payload every frame, without batching or shared serialisation.
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2]);
const frameMs = Number(process.argv[3] ?? 100);
const symbols = process.argv[4].split(',');
const wss = new WebSocketServer({ port, host: '127.0.0.1' });
const clients = new Set();
wss.on('connection', (ws) => {
  clients.add(ws);
  ws.on('close', () => clients.delete(ws));
  ws.on('message', () => ws.send(JSON.stringify({ op: 'subscribed' })));
});
let price = 96000;
setInterval(() => {
  price += Math.random() - 0.5;
  const t = Date.now();
  const tickers = symbols.map((s) => ({ s, p: price.toFixed(2), t }));
  for (const ws of clients) ws.send(JSON.stringify({ op: 'batch', ts: t, events: [{ ch: 'tickers', data: tickers }] }));
}, frameMs);
console.log('ready');
