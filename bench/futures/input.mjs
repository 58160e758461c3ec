// Seeded input of the futures bench: positions with TP, SL and liquidation prices spread around the mark.

export class Rng {
  constructor(seed) { this.s = seed >>> 0 || 1; }
  next() { // xorshift32
    let x = this.s;
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    this.s = x;
    return x / 4294967296;
  }
}

const TICK = 1_000_000n; // 0.01 USDT in atoms
const at = (mark, pct) => { const p = (mark * BigInt(Math.round(pct * 1e6))) / 1_000_000n; return (p / TICK) * TICK; };

/** `n` positions over `symbols` symbols (or on symbol `only`), ids from `firstId`. */
export function makePositions(rng, n, symbols, mark, firstId = 1, only) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const side = rng.next() < 0.5 ? 'long' : 'short';
    const up = 1 + 0.002 + rng.next() * 0.05; // 0.2 % to 5.2 % away
    const down = 1 - 0.002 - rng.next() * 0.05;
    const liq = side === 'long' ? 1 - 0.01 - rng.next() * 0.3 : 1 + 0.01 + rng.next() * 0.3;
    out.push({
      id: firstId + i, s: only ?? i % symbols, side,
      take_profit: at(mark, side === 'long' ? up : down), stop_loss: at(mark, side === 'long' ? down : up), liquidation: at(mark, liq),
    });
  }
  return out;
}
