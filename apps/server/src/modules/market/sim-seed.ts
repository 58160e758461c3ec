import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Random draws in [0, 1) and standard normals: what the simulated walk consumes (Prng or SimStream). */
export interface Draws {
  next(): number;
  normal(): number;
}

export const SIM_KEY_FILE = 'market-sim.key';
export const SIM_STATE_FILE = 'market-sim.state.json';

/**
 * The trial feed's secret per install (docs/decisions.md, Options): 32 random bytes made on the first start and kept
 * in the data directory (mode 600), never sent anywhere, and the stream's state, an epoch that each start advances
 * and writes (atomically) before any draw of it is used. A restart continues with draws never used before, so the
 * prices can neither be replayed from a published seed nor from a recording of an earlier run.
 */
export function loadSimSecret(dataDir: string): { secret: Buffer; epoch: number } {
  mkdirSync(dataDir, { recursive: true });
  const keyFile = join(dataDir, SIM_KEY_FILE);
  if (!existsSync(keyFile)) {
    writeFileSync(keyFile, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  }
  chmodSync(keyFile, 0o600);
  const secret = Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'hex');
  if (secret.length !== 32) throw new Error(`${keyFile} must hold 32 bytes in hex`);
  const stateFile = join(dataDir, SIM_STATE_FILE);
  const previous = existsSync(stateFile) ? Number((JSON.parse(readFileSync(stateFile, 'utf8')) as { epoch?: unknown }).epoch) : 0;
  const epoch = (Number.isSafeInteger(previous) && previous >= 0 ? previous : 0) + 1;
  const tmp = `${stateFile}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ epoch })}\n`, { mode: 0o600 });
  renameSync(tmp, stateFile);
  return { secret, epoch };
}

/**
 * A keyed stream of draws (HMAC-SHA256 in counter mode): without the secret the next draw cannot be told from the
 * ones seen, unlike a small seeded generator whose 32-bit state a few observed prices give away.
 */
export class SimStream implements Draws {
  private block: Buffer = Buffer.alloc(0);
  private offset = 0;
  private counter = 0;

  constructor(private readonly secret: Buffer, private readonly label: string) {}

  next(): number {
    if (this.offset + 8 > this.block.length) {
      this.block = createHmac('sha256', this.secret).update(`${this.label}:${this.counter++}`).digest();
      this.offset = 0;
    }
    const v = this.block.readBigUInt64BE(this.offset) >> 11n;
    this.offset += 8;
    return Number(v) / 2 ** 53;
  }

  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

/** The draws of each market for one start of an install: its own stream per symbol and epoch. */
export const secretDraws = (s: { secret: Buffer; epoch: number }) => (symbol: string): Draws => new SimStream(s.secret, `${symbol}:${s.epoch}`);
