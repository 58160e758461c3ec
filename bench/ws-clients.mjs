// One process of fan-out clients: opens its share of websocket clients, subscribes, and on 'go' counts batches and
// tick-to-receipt delays for the measuring window, then reports to the parent. Forked by ws-fanout.mjs.
//
// Two delays per batch: from the server's send stamp (the batch's `ts`, taken when the server starts sending the frame
// to its clients: what the fan-out and the network cost, the same stamp for Candor and the peer) and from the tick
// time (`t` of the tickers event: also what the server did between the tick and the send).
// What the client side costs is kept small so the figures measure the server: a batch is not parsed as JSON (both
// stamps are read from its bytes: `ts` at its fixed place, the first `"t":` of the tickers event), one clock reading serves every message
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
const sendHistogram = new Uint32Array(10_001);
const TS = Buffer.from('{"op":"batch","ts":');
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

/** The integer written at byte `from` of `raw`. */
function integerAt(raw, from) {
  let value = 0;
  for (let i = from; i < raw.length; i++) {
    const d = raw[i] - 48;
    if (d < 0 || d > 9) break;
    value = value * 10 + d;
  }
  return value;
}

/** The tick time of a batch's tickers event, read from its bytes; NaN when the batch has none. */
function tickTime(raw) {
  const at = raw.indexOf(TICKERS);
  if (at < 0) return NaN;
  const t = raw.indexOf(TIME, at);
  return t < 0 ? NaN : integerAt(raw, t + TIME.length);
}

/** The server's send stamp of a batch (`{"op":"batch","ts":<ms>,...`, both servers write it first); NaN otherwise. */
function sendTime(raw) {
  return raw.compare(TS, 0, TS.length, 0, TS.length) === 0 ? integerAt(raw, TS.length) : NaN;
}

for (let i = 0; i < count; i++) {
  const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
  sockets.push(ws);
  ws.on('message', (raw) => {
    if (!measuring) return;
    const t = tickTime(raw);
    if (Number.isNaN(t)) return;
    messages++;
    const at = clock();
    histogram[Math.min(10_000, Math.max(0, at - t))]++;
    const sent = sendTime(raw);
    if (!Number.isNaN(sent)) sendHistogram[Math.min(10_000, Math.max(0, at - sent))]++;
  });
  ws.on('open', () => ws.send(JSON.stringify({ op: 'subscribe', channels })));
  ws.on('error', () => {});
  if (i % 100 === 99) await new Promise((r) => setTimeout(r, 10));
}

let cpuAtGo = process.cpuUsage();
const openCount = () => sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
const progress = setInterval(() => process.send({ op: 'open', open: openCount() }), 250);

process.on('message', (m) => {
  if (m.op === 'go') { measuring = true; clearInterval(progress); cpuAtGo = process.cpuUsage(); }
  if (m.op === 'stop') {
    measuring = false;
    const open = openCount();
    for (const s of sockets) s.terminate();
    const cpu = process.cpuUsage(cpuAtGo);
    process.send({ op: 'result', open, messages, histogram: Array.from(histogram), sendHistogram: Array.from(sendHistogram), cpuMs: (cpu.user + cpu.system) / 1000 }, () => process.exit(0));
  }
});
