// One process of fan-out clients: opens its share of websocket clients, subscribes, and on 'go' counts batches and
// tick-to-receipt delays for the measuring window, then reports to the parent. Forked by ws-fanout.mjs.
//
// Two delays per batch: from the server's send stamp (the batch's `ts`, taken when the server starts sending the frame
// to its clients: what the fan-out and the network cost, the same stamp for Candor and the peer) and from the tick
// time (`t` of the tickers event: also what the server did between the tick and the send).
//
// What the client side costs is kept small so the figures measure the server. The clients are not `ws` clients but
// a bare reader of server frames on node:net (RFC 6455: the upgrade, unmasked server frames, a pong for each ping,
// masked client frames): `ws` passes every read of every socket through a Writable stream, its receiver's state
// machine and a 'message' event. Here every read lands in one buffer shared by the process's sockets (net's `onread`:
// no Buffer per read) and is walked frame by frame in place; only a frame split across reads is copied to wait for
// its end. A text frame is not parsed as JSON (both stamps are read from its bytes: `ts` at its fixed place, the first
// `"t":` of the tickers event), one clock reading serves every message of the same turn of the event loop (they
// arrived together), and delays go into a histogram of whole milliseconds.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';

const [url, countText, channelsText] = process.argv.slice(2);
const count = Number(countText);
const channels = channelsText.split(',');
const { hostname, port, pathname } = new URL(url);
let measuring = false;
let messages = 0;
let open = 0;
const sockets = [];
const histogram = new Uint32Array(10_001);
const sendHistogram = new Uint32Array(10_001);
const TS = Buffer.from('{"op":"batch","ts":');
const TICKERS = Buffer.from('"ch":"tickers"');
const TIME = Buffer.from('"t":');
const HEAD_END = Buffer.from('\r\n\r\n');

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

/** The integer written at byte `from` of `raw` up to `end`. */
function integerAt(raw, from, end) {
  let value = 0;
  for (let i = from; i < end; i++) {
    const d = raw[i] - 48;
    if (d < 0 || d > 9) break;
    value = value * 10 + d;
  }
  return value;
}

/** Counts one text message (bytes start..end of buf): its delay from the tick time and from the send stamp. */
function onText(buf, start, end) {
  if (!measuring) return;
  const at = buf.indexOf(TICKERS, start);
  if (at < 0 || at >= end) return;
  const t = buf.indexOf(TIME, at);
  if (t < 0 || t >= end) return;
  messages++;
  const received = clock();
  histogram[Math.min(10_000, Math.max(0, received - integerAt(buf, t + TIME.length, end)))]++;
  if (end - start > TS.length && buf.compare(TS, 0, TS.length, start, start + TS.length) === 0) {
    sendHistogram[Math.min(10_000, Math.max(0, received - integerAt(buf, start + TS.length, end)))]++;
  }
}

/** A client frame (masked, as RFC 6455 asks of clients; the key is zero, so the payload is written as is). */
function clientFrame(opcode, payload) {
  const head = payload.length < 126 ? Buffer.from([0x80 | opcode, 0x80 | payload.length, 0, 0, 0, 0])
    : Buffer.from([0x80 | opcode, 0x80 | 126, payload.length >> 8, payload.length & 255, 0, 0, 0, 0]);
  return Buffer.concat([head, payload]);
}

/** Walks the complete frames of buf; answers the bytes of an incomplete last frame (kept for the next read). */
function frames(socket, buf) {
  let at = 0;
  while (buf.length - at >= 2) {
    const opcode = buf[at] & 0x0f;
    let length = buf[at + 1] & 0x7f;
    let head = 2;
    if (length === 126) {
      if (buf.length - at < 4) break;
      length = buf.readUInt16BE(at + 2);
      head = 4;
    } else if (length === 127) {
      if (buf.length - at < 10) break;
      length = buf.readUInt32BE(at + 6);
      head = 10;
    }
    if (buf.length - at < head + length) break;
    const start = at + head;
    const end = start + length;
    if (opcode === 1) onText(buf, start, end);
    else if (opcode === 9) socket.write(clientFrame(10, buf.subarray(start, end)));
    else if (opcode === 8) socket.destroy();
    at = end;
  }
  return at === buf.length ? null : buf.subarray(at);
}

// Every socket of the process reads into this one buffer (net's `onread`): no Buffer per read, no stream 'data'
// events; a read is walked at once, and only the bytes of a frame split across reads are copied out to wait.
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);

function openClient() {
  let upgraded = false;
  let rest = null;
  const socket = connect({
    host: hostname, port: Number(port), noDelay: true,
    onread: {
      buffer: READ_BUFFER,
      callback: (nread, shared) => {
        let buf = rest ? Buffer.concat([rest, shared.subarray(0, nread)]) : shared.subarray(0, nread);
        rest = null;
        if (!upgraded) {
          const end = buf.indexOf(HEAD_END);
          if (end < 0) { rest = Buffer.from(buf); return; }
          if (!buf.subarray(0, 12).toString('latin1').includes(' 101')) { socket.destroy(); return; }
          upgraded = true;
          open++;
          socket.on('close', () => { open--; });
          socket.write(clientFrame(1, Buffer.from(JSON.stringify({ op: 'subscribe', channels }))));
          buf = buf.subarray(end + HEAD_END.length);
        }
        const left = frames(socket, buf);
        if (left) rest = Buffer.from(left);
      },
    },
  });
  sockets.push(socket);
  socket.on('connect', () => {
    socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n`
      + `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
  });
  socket.on('error', () => {});
}

for (let i = 0; i < count; i++) {
  openClient();
  if (i % 100 === 99) await new Promise((r) => setTimeout(r, 10));
}

let cpuAtGo = process.cpuUsage();
const progress = setInterval(() => process.send({ op: 'open', open }), 250);

process.on('message', (m) => {
  if (m.op === 'go') { measuring = true; clearInterval(progress); cpuAtGo = process.cpuUsage(); }
  if (m.op === 'stop') {
    measuring = false;
    const stillOpen = open;
    for (const s of sockets) s.destroy();
    const cpu = process.cpuUsage(cpuAtGo);
    process.send({ op: 'result', open: stillOpen, messages, histogram: Array.from(histogram), sendHistogram: Array.from(sendHistogram), cpuMs: (cpu.user + cpu.system) / 1000 }, () => process.exit(0));
  }
});
