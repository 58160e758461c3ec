// One process of fan-out clients: opens its share of websocket clients, subscribes, and on 'go' counts batches and
// tick-to-receipt delays for the measuring window, then reports to the parent. Forked by ws-fanout.mjs.
import WebSocket from 'ws';

const [url, countText, channelsText] = process.argv.slice(2);
const count = Number(countText);
const channels = channelsText.split(',');
const sockets = [];
let measuring = false;
let messages = 0;
const delays = [];

for (let i = 0; i < count; i++) {
  const ws = new WebSocket(url);
  sockets.push(ws);
  ws.on('message', (raw) => {
    if (!measuring) return;
    const m = JSON.parse(raw);
    if (m.op !== 'batch') return;
    messages++;
    const now = Date.now();
    for (const e of m.events) if (e.ch === 'tickers') delays.push(now - e.data[0].t);
  });
  ws.on('open', () => ws.send(JSON.stringify({ op: 'subscribe', channels })));
  ws.on('error', () => {});
  if (i % 100 === 99) await new Promise((r) => setTimeout(r, 10));
}

const openCount = () => sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
const progress = setInterval(() => process.send({ op: 'open', open: openCount() }), 250);

process.on('message', (m) => {
  if (m.op === 'go') { measuring = true; clearInterval(progress); }
  if (m.op === 'stop') {
    measuring = false;
    const open = openCount();
    for (const s of sockets) s.terminate();
    process.send({ op: 'result', open, messages, delays }, () => process.exit(0));
  }
});
