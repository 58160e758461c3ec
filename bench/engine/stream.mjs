// A seeded order stream, the same for every engine: a prefill of passive limit orders that builds the resting
// book, then operations of about 60% limit orders, 10% market orders and 30% cancels. The generator drives
// our own book to know which ids rest (so cancels hit live orders) and to keep the book near its target size
// by making limits more or less aggressive; the stream it writes is plain data that both engines replay.
import { readFileSync, writeFileSync } from 'node:fs';
import { FastOrderBook } from '../../packages/matching/dist/index.js';

export const LIMIT = 0;
export const MARKET = 1;
export const CANCEL = 2;
/** flags: bits 0-1 time in force (0 GTC, 1 IOC, 2 FOK), bit 2 post only. */
export const TIFS = ['GTC', 'IOC', 'FOK'];
const COLUMNS = ['kind', 'side', 'price', 'qty', 'id', 'flags'];

/** mulberry32: small, fast, and the same sequence on every machine. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ids that rest now, with O(1) add, remove and random pick. */
class LiveSet {
  ids = [];
  at = new Map();
  add(id) {
    this.at.set(id, this.ids.length);
    this.ids.push(id);
  }
  remove(id) {
    const i = this.at.get(id);
    if (i === undefined) return;
    const last = this.ids.pop();
    if (last !== id) {
      this.ids[i] = last;
      this.at.set(last, i);
    }
    this.at.delete(id);
  }
}

/**
 * @param {{ seed: number, resting: number, ops: number, spread: number }} o spread: mean distance in ticks of
 * a passive order from the touch, so a deeper book also spans more price levels.
 */
export function generate({ seed, resting, ops, spread }) {
  const rnd = prng(seed);
  const total = resting + ops;
  const cols = Object.fromEntries(COLUMNS.map((c) => [c, new Float64Array(total)]));
  const book = new FastOrderBook({ orders: resting * 2 });
  const live = new LiveSet();
  const mid = 1_000_000;
  let nextId = 1;
  const distance = () => 1 + Math.floor(-Math.log(1 - rnd()) * spread);
  const record = (i, kind, side, price, qty, id, flags) => {
    cols.kind[i] = kind;
    cols.side[i] = side;
    cols.price[i] = price;
    cols.qty[i] = qty;
    cols.id[i] = id;
    cols.flags[i] = flags;
  };
  const apply = (r) => {
    for (const f of r.fills) if (f.makerRemaining === 0) live.remove(f.makerId);
    if (r.resting > 0) live.add(r.id);
  };
  for (let i = 0; i < resting; i++) {
    const side = rnd() < 0.5 ? 0 : 1;
    const price = side === 0 ? mid - distance() : mid + distance();
    const qty = 1 + Math.floor(rnd() * 100);
    const id = nextId++;
    record(i, LIMIT, side, price, qty, id, 0);
    apply(book.submit({ type: 'limit', id, owner: id, side: side === 0 ? 'buy' : 'sell', price, qty }));
  }
  for (let i = resting; i < total; i++) {
    const r = rnd();
    if (r < 0.6) {
      const side = rnd() < 0.5 ? 0 : 1;
      const bid = book.bestBid() ?? mid - 1;
      const ask = book.bestAsk() ?? mid + 1;
      // Cross more when the book is above its target size, less when below.
      const cross = Math.min(0.6, Math.max(0.02, 0.15 + (2 * (book.size - resting)) / resting));
      let price;
      if (rnd() < cross) price = side === 0 ? ask + Math.floor(rnd() * 3) : bid - Math.floor(rnd() * 3);
      else price = side === 0 ? ask - distance() : bid + distance();
      const t = rnd();
      const flags = t < 0.88 ? 0 : t < 0.92 ? 1 : t < 0.96 ? 2 : 4;
      const qty = 1 + Math.floor(rnd() * 100);
      const id = nextId++;
      record(i, LIMIT, side, Math.max(1, price), qty, id, flags);
      apply(book.submit({ type: 'limit', id, owner: id, side: side === 0 ? 'buy' : 'sell', price: Math.max(1, price), qty, tif: TIFS[flags & 3], postOnly: (flags & 4) !== 0 }));
    } else if (r < 0.7) {
      const side = rnd() < 0.5 ? 0 : 1;
      const qty = 1 + Math.floor(rnd() * 150);
      const id = nextId++;
      record(i, MARKET, side, 0, qty, id, 0);
      apply(book.submit({ type: 'market', id, owner: id, side: side === 0 ? 'buy' : 'sell', qty }));
    } else {
      // Mostly a live order; now and then one that already traded or never was.
      const n = live.ids.length;
      const id = n > 0 && rnd() < 0.95 ? live.ids[Math.floor(rnd() * n)] : 1 + Math.floor(rnd() * nextId);
      record(i, CANCEL, 0, 0, 0, id, 0);
      book.cancel(id);
      live.remove(id);
    }
  }
  return { resting, ops, ...cols, finalSize: book.size };
}

export function save(file, stream) {
  const { resting, ops } = stream;
  const total = resting + ops;
  const all = new Float64Array(2 + total * COLUMNS.length);
  all[0] = resting;
  all[1] = ops;
  COLUMNS.forEach((c, k) => all.set(stream[c], 2 + k * total));
  writeFileSync(file, all);
}

export function load(file) {
  const buf = readFileSync(file);
  const all = new Float64Array(buf.buffer, buf.byteOffset, buf.byteLength / 8);
  const resting = all[0];
  const ops = all[1];
  const total = resting + ops;
  const stream = { resting, ops };
  COLUMNS.forEach((c, k) => (stream[c] = all.slice(2 + k * total, 2 + (k + 1) * total)));
  return stream;
}
