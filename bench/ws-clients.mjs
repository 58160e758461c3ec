// One process of fan-out clients: opens its share of websocket clients, subscribes, and on 'go' counts batches and
// tick-to-receipt delays for the measuring window, then reports to the parent. Forked by ws-fanout.mjs.
//
// What the client side costs is kept small so the figures measure the server: a batch is not parsed as JSON (the
// tick time is read from its bytes: the first `"t":` of the tickers event), one clock reading serves every message
// of the same read from the network (they arrived together), and delays go into a histogram of whole milliseconds
// rather than an array that grows by hundreds of thousands. The clients neither offer compression (neither server
// would take it) nor check that every text frame is valid UTF-8 (the servers are measured, not the clients' checks).
import WebSocket from 'ws';

const [url, countText, channelsText] = process.argv.slice(2);
const count = Number(countText);
const channels = channelsText.split(',');
const sockets = [];
let measuring = false;
let messages = 0;
const histogram = new Uint32Array(10_001);
const TICKERS = Buffer.from('"ch":"tickers"');
const TIME = Buffer.from('"t":');

// One clock reading per turn of the event loop: messages handled in the same turn arrived in the same read.
let now = 0;
let stale = true;
const clock = () => {
  if (stale) {
    now = Date.now();
    stale = false;
    setImmediate(() => { stale = true; });
  }
  return now;
};

/** The tick time of a batch's tickers event, read from its bytes; NaN when the batch has none. */
function tickTime(raw) {
  const at = raw.indexOf(TICKERS);
  if (at < 0) return NaN;
  const t = raw.indexOf(TIME, at);
  if (t < 0) return NaN;
  let value = 0;
  for (let i = t + TIME.length; i < raw.length; i++) {
    const d = raw[i] - 48;
    if (d < 0 || d > 9) break;
    value = value * 10 + d;
  }
  return value;
}

for (let i = 0; i < count; i++) {
  const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
  sockets.push(ws);
  ws.on('message', (raw) => {
    if (!measuring) return;
    const t = tickTime(raw);
    if (Number.isNaN(t)) return;
    messages++;
    histogram[Math.min(10_000, Math.max(0, clock() - t))]++;
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
    process.send({ op: 'result', open, messages, histogram: Array.from(histogram) }, () => process.exit(0));
  }
});
