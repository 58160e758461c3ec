// The server's CPU per delivered message of one fan-out, by way of sending, on real sockets: N websocket clients (the
// bare reader of ws-clients.mjs, in their own processes) and one `ws` server in this process; each round sends one
// batch to every client in one synchronous loop, and only that loop's CPU (process.cpuUsage: user + system, so the
// write system calls count) is summed. CPU, not wall-clock, so the figures hold whatever the machine's load; the ways
// are interleaved round by round so that they see the same load.
//   ws.send(string)      what a bare `ws` server does (the peer, without its per-client JSON.stringify)
//   ws.send(Buffer)      Candor before: the batch encoded once, `ws` frames it per socket (cork, two writes)
//   socket.write(frame)  Candor now (modules/realtime/frame.ts): the frame built once, one write per socket
// Usage: npm run build:server && node bench/ws-send-path.mjs [clients rounds clientProcesses]
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { WebSocketServer } from 'ws';

// The built server's framing (apps/server/dist), loaded when run, like the other benchmarks that use the build.
const { textFrame } = await import(new URL('../apps/server/dist/modules/realtime/frame.js', import.meta.url).href);
const CLIENTS = Number(process.argv[2] ?? 2000);
const ROUNDS = Number(process.argv[3] ?? 60);
const PROCESSES = Number(process.argv[4] ?? 2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const http = createServer();
const wss = new WebSocketServer({ noServer: true });
const conns = [];
http.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => {
  conns.push({ ws, raw: socket });
  ws.on('message', () => {});
}));
await new Promise((r) => http.listen(0, '127.0.0.1', r));
const url = `ws://127.0.0.1:${http.address().port}/`;
const clientsScript = new URL('./ws-clients.mjs', import.meta.url);
const workers = Array.from({ length: PROCESSES }, (_, i) => fork(clientsScript, [url, String(Math.floor(CLIENTS / PROCESSES) + (i < CLIENTS % PROCESSES ? 1 : 0)), 'tickers']));
const started = Date.now();
while (conns.length < CLIENTS && Date.now() - started < 60_000) await sleep(250);

const symbols = ['BTC/USDT', 'ETH/USDT', 'USDC/USDT', 'SOL/USDT', 'BNB/USDT', 'XRP/USDT', 'DOGE/USDT', 'ADA/USDT', 'TRX/USDT', 'LTC/USDT', 'LINK/USDT', 'AVAX/USDT', 'DOT/USDT'];
const batch = (k) => JSON.stringify({ op: 'batch', ts: Date.now(), events: [{ ch: 'tickers', data: symbols.map((s) => ({ s, p: (96000 + k / 100).toFixed(2), t: Date.now() })) }] });
const ways = {
  'ws.send(string)': (text) => { for (const c of conns) c.ws.send(text); },
  'ws.send(Buffer)': (text) => { const bytes = Buffer.from(text, 'utf8'); for (const c of conns) c.ws.send(bytes, { binary: false }); },
  'socket.write(frame)': (text) => { const frame = textFrame(text); for (const c of conns) if (c.ws.readyState === 1) c.raw.write(frame); },
};
const spent = Object.fromEntries(Object.keys(ways).map((k) => [k, { user: 0, system: 0 }]));
for (let k = 0; k < ROUNDS; k++) {
  for (const [name, send] of Object.entries(ways)) {
    const text = batch(k);
    const before = process.cpuUsage();
    send(text);
    const cpu = process.cpuUsage(before);
    if (k >= 5) { spent[name].user += cpu.user; spent[name].system += cpu.system; } // the first rounds warm up
    await sleep(30); // the clients read what was sent
  }
}
console.log(`fan-out send path: ${conns.length} clients in ${PROCESSES} client processes, ${ROUNDS - 5} rounds measured of each way, load average ${loadavg()[0].toFixed(1)}`);
const per = (us) => (us / ((ROUNDS - 5) * conns.length)).toFixed(2);
for (const [name, { user, system }] of Object.entries(spent)) {
  console.log(`${name.padEnd(22)} ${per(user + system)} µs of server CPU per client message (user ${per(user)}, system ${per(system)})`);
}
for (const w of workers) w.kill();
for (const c of conns) c.raw.destroy();
http.close();
