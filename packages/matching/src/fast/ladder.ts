import type { LevelPool } from './pools.js';

/**
 * One side's price levels as a sorted array of keys with the best at the end, so the best level is read,
 * and removed when it empties, in O(1). Keys are the price for bids and minus the price for asks: on both
 * sides a higher key is a better price. A level that empties below the best stays in place (count 0) until
 * the ladder compacts, so cancels deep in the book never shift the array.
 */
export class Ladder {
  keys: Float64Array;
  levels: Int32Array;
  n = 0;
  /** Levels in the ladder with no orders; never the best one. */
  empty = 0;

  constructor(capacity: number) {
    const c = Math.max(1, capacity);
    this.keys = new Float64Array(c);
    this.levels = new Int32Array(c);
  }

  /** The index of `key`, or ~(where it would be inserted). Gallops down from the best: orders cluster there. */
  search(key: number): number {
    const keys = this.keys;
    let hi = this.n - 1;
    let step = 1;
    let lo = hi - step;
    while (lo >= 0 && (keys[lo] as number) > key) {
      hi = lo - 1;
      step += step;
      lo = hi - step;
    }
    if (lo < 0) lo = 0;
    // Binary search on [lo, hi].
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const k = keys[mid] as number;
      if (k < key) lo = mid + 1;
      else if (k > key) hi = mid - 1;
      else return mid;
    }
    return ~lo;
  }

  insertAt(i: number, key: number, level: number): void {
    if (this.n === this.keys.length) this.grow();
    const keys = this.keys;
    const levels = this.levels;
    if (i < this.n) {
      keys.copyWithin(i + 1, i, this.n);
      levels.copyWithin(i + 1, i, this.n);
    }
    keys[i] = key;
    levels[i] = level;
    this.n++;
  }

  /** Drops the emptied best level, and the empty levels that it uncovers, releasing them. */
  dropBest(pool: LevelPool): void {
    const levels = this.levels;
    pool.release(levels[--this.n] as number);
    while (this.n > 0 && pool.count[levels[this.n - 1] as number] === 0) {
      pool.release(levels[--this.n] as number);
      this.empty--;
    }
  }

  /** Called when a level below the best empties; compacts once most of the ladder is empty levels. */
  emptied(pool: LevelPool): void {
    this.empty++;
    if (this.empty > 8 && this.empty * 2 > this.n) this.compact(pool);
  }

  private compact(pool: LevelPool): void {
    const keys = this.keys;
    const levels = this.levels;
    let w = 0;
    for (let r = 0; r < this.n; r++) {
      const lv = levels[r] as number;
      if (pool.count[lv] === 0) {
        pool.release(lv);
        continue;
      }
      keys[w] = keys[r] as number;
      levels[w] = lv;
      w++;
    }
    this.n = w;
    this.empty = 0;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    keys.set(this.keys);
    const levels = new Int32Array(this.levels.length * 2);
    levels.set(this.levels);
    this.keys = keys;
    this.levels = levels;
  }
}
