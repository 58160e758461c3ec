import type { TickerPayload } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { createTickBatch, type FrameScheduler } from './tickBatch';

const tick = (s: string, p: string, t: number): TickerPayload => ({ s, p, t }) as TickerPayload;

/** A frame clock driven by the test: frames run when the test says so. */
function frames() {
  let queued: (() => void)[] = [];
  const schedule: FrameScheduler = (run) => {
    queued.push(run);
    return () => { queued = queued.filter((r) => r !== run); };
  };
  const runFrame = (): void => {
    const now = queued;
    queued = [];
    for (const run of now) run();
  };
  return { schedule, runFrame, queued: () => queued.length };
}

describe('ticker batching per frame', () => {
  it('applies many events in one update at the next frame, the latest tick per market', () => {
    const clock = frames();
    const applied: (readonly TickerPayload[])[] = [];
    const batch = createTickBatch((t) => applied.push(t), clock.schedule);
    batch.push([tick('BTC/USDT', '1', 1), tick('ETH/USDT', '2', 1)]);
    batch.push([tick('BTC/USDT', '3', 3)]);
    batch.push([tick('BTC/USDT', '2', 2)]);
    expect(applied).toEqual([]);
    expect(clock.queued()).toBe(1);
    clock.runFrame();
    expect(applied).toEqual([[tick('BTC/USDT', '3', 3), tick('ETH/USDT', '2', 1)]]);
    clock.runFrame();
    expect(applied).toHaveLength(1);
  });

  it('asks for a new frame after a flush, and none once cancelled', () => {
    const clock = frames();
    const applied: (readonly TickerPayload[])[] = [];
    const batch = createTickBatch((t) => applied.push(t), clock.schedule);
    batch.push([tick('BTC/USDT', '1', 1)]);
    clock.runFrame();
    batch.push([tick('BTC/USDT', '2', 2)]);
    expect(clock.queued()).toBe(1);
    batch.cancel();
    expect(clock.queued()).toBe(0);
    clock.runFrame();
    expect(applied).toEqual([[tick('BTC/USDT', '1', 1)]]);
  });
});
