import { CRYPTO_MARKETS } from '@candor/shared';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SIM_KEY_FILE, SimStream, loadSimSecret, secretDraws } from './sim-seed.js';
import { SimulatedFeed } from './sim-feed.js';

const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);
const dirs: string[] = [];
const freshDir = async () => { const d = await mkdtemp(join(tmpdir(), 'candor-sim-')); dirs.push(d); return d; };
afterEach(async () => { for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true }); });
const path = (feed: SimulatedFeed, n: number) => Array.from({ length: n }, (_, i) => feed.step(T0 + (i + 1) * 1000)[0]!.price);

describe('the trial feed cannot be predicted', () => {
  it('makes a secret per install, kept in the data directory (mode 600); two installs walk apart', async () => {
    const [a, b] = [await freshDir(), await freshDir()];
    const sa = loadSimSecret(a);
    const sb = loadSimSecret(b);
    expect(sa.secret.equals(sb.secret)).toBe(false);
    expect(((await stat(join(a, SIM_KEY_FILE))).mode & 0o777).toString(8)).toBe('600');
    expect((await readFile(join(a, SIM_KEY_FILE), 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    const markets = CRYPTO_MARKETS.slice(0, 1);
    expect(path(new SimulatedFeed(markets, secretDraws(sa), T0), 20)).not.toEqual(path(new SimulatedFeed(markets, secretDraws(sb), T0), 20));
  });

  it('a restart keeps the secret and goes on with draws never used before, instead of starting the stream over', async () => {
    const dir = await freshDir();
    const first = loadSimSecret(dir);
    const second = loadSimSecret(dir);
    expect(second.secret.equals(first.secret)).toBe(true);
    expect(second.epoch).toBe(first.epoch + 1);
    const a = secretDraws(first)('BTC/USDT');
    const b = secretDraws(second)('BTC/USDT');
    const seen = new Set(Array.from({ length: 1000 }, () => a.next()));
    expect(Array.from({ length: 1000 }, () => b.next()).some((x) => seen.has(x))).toBe(false);
  });

  it('draws are uniform in [0, 1) and normals have mean 0 and variance 1', () => {
    const s = new SimStream(Buffer.alloc(32, 7), 'test');
    const xs = Array.from({ length: 20_000 }, () => s.next());
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(Math.abs(xs.reduce((a, x) => a + x, 0) / xs.length - 0.5)).toBeLessThan(0.01);
    const ns = Array.from({ length: 20_000 }, () => s.normal());
    const mean = ns.reduce((a, x) => a + x, 0) / ns.length;
    const variance = ns.reduce((a, x) => a + (x - mean) ** 2, 0) / ns.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });
});
