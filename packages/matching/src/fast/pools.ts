// Struct-of-arrays pools: an order or a price level is a slot number indexing typed arrays, so resting an
// order allocates no object. Freed slots are chained through `next` and reused; full pools double.

/** No slot: the end of a list. */
export const NIL = -1;

function grownF64(a: Float64Array, size: number): Float64Array {
  const b = new Float64Array(size);
  b.set(a);
  return b;
}

function grownI32(a: Int32Array, size: number): Int32Array {
  const b = new Int32Array(size);
  b.set(a);
  return b;
}

/** Resting orders; each is a node of its price level's doubly linked FIFO. */
export class OrderPool {
  id: Float64Array;
  owner: Float64Array;
  /** Lots still resting. */
  qty: Float64Array;
  /** The price level slot the order rests in. */
  level: Int32Array;
  next: Int32Array;
  prev: Int32Array;
  /** Slots ever handed out; slots at or above it are untouched. */
  used = 0;
  private free = NIL;

  constructor(capacity: number) {
    const n = Math.max(1, capacity);
    this.id = new Float64Array(n);
    this.owner = new Float64Array(n);
    this.qty = new Float64Array(n);
    this.level = new Int32Array(n).fill(NIL);
    this.next = new Int32Array(n).fill(NIL);
    this.prev = new Int32Array(n).fill(NIL);
  }

  get capacity(): number {
    return this.id.length;
  }

  alloc(): number {
    const s = this.free;
    if (s !== NIL) {
      this.free = this.next[s] as number;
      return s;
    }
    if (this.used === this.id.length) this.grow();
    return this.used++;
  }

  release(s: number): void {
    this.qty[s] = 0;
    this.level[s] = NIL;
    this.prev[s] = NIL;
    this.next[s] = this.free;
    this.free = s;
  }

  private grow(): void {
    const n = this.id.length * 2;
    this.id = grownF64(this.id, n);
    this.owner = grownF64(this.owner, n);
    this.qty = grownF64(this.qty, n);
    this.level = grownI32(this.level, n);
    this.next = grownI32(this.next, n);
    this.prev = grownI32(this.prev, n);
  }
}

export const BID = 0;
export const ASK = 1;

/** Price levels: the FIFO's ends and the level's totals. */
export class LevelPool {
  price: Float64Array;
  /** Lots resting at the level. */
  qty: Float64Array;
  head: Int32Array;
  tail: Int32Array;
  /** Orders resting at the level; 0 for a level kept in its ladder after it emptied. */
  count: Int32Array;
  /** BID or ASK. */
  side: Uint8Array;
  used = 0;
  private free = NIL;

  constructor(capacity: number) {
    const n = Math.max(1, capacity);
    this.price = new Float64Array(n);
    this.qty = new Float64Array(n);
    this.head = new Int32Array(n).fill(NIL);
    this.tail = new Int32Array(n).fill(NIL);
    this.count = new Int32Array(n);
    this.side = new Uint8Array(n);
  }

  alloc(price: number, side: number): number {
    let s = this.free;
    if (s !== NIL) {
      this.free = this.head[s] as number;
    } else {
      if (this.used === this.price.length) this.grow();
      s = this.used++;
    }
    this.price[s] = price;
    this.side[s] = side;
    this.qty[s] = 0;
    this.count[s] = 0;
    this.head[s] = NIL;
    this.tail[s] = NIL;
    return s;
  }

  /** Only for an empty level; the free list is chained through `head`. */
  release(s: number): void {
    this.price[s] = 0;
    this.head[s] = this.free;
    this.free = s;
  }

  private grow(): void {
    const n = this.price.length * 2;
    this.price = grownF64(this.price, n);
    this.qty = grownF64(this.qty, n);
    this.head = grownI32(this.head, n);
    this.tail = grownI32(this.tail, n);
    this.count = grownI32(this.count, n);
    const side = new Uint8Array(n);
    side.set(this.side);
    this.side = side;
  }
}
