import type { TickerPayload } from '@candor/shared';

/** Runs `run` once, later (the next animation frame in the browser); the returned function cancels it. */
export type FrameScheduler = (run: () => void) => () => void;

export type TickBatch = {
  /** Adds a `tickers` event's ticks; the batch is applied at the next frame, once however many events came. */
  push: (tickers: readonly TickerPayload[]) => void;
  /** Forgets what is pending (the listener is gone). */
  cancel: () => void;
};

/**
 * Coalesces ticker events into one update per frame: the latest tick per market (by its time, as applyTickers
 * keeps it), so a hidden tab (no frames) holds one tick per market, not every event.
 */
export function createTickBatch(apply: (tickers: readonly TickerPayload[]) => void, schedule: FrameScheduler): TickBatch {
  let pending = new Map<string, TickerPayload>();
  let cancelFrame: (() => void) | null = null;
  const flush = (): void => {
    cancelFrame = null;
    const ticks = [...pending.values()];
    pending = new Map();
    if (ticks.length > 0) apply(ticks);
  };
  return {
    push(tickers) {
      for (const t of tickers) {
        const seen = pending.get(t.s);
        if (!seen || t.t >= seen.t) pending.set(t.s, t);
      }
      cancelFrame ??= schedule(flush);
    },
    cancel() {
      cancelFrame?.();
      cancelFrame = null;
      pending = new Map();
    },
  };
}

/** The browser's next animation frame, or a short timer where there is none. */
export const nextFrame: FrameScheduler = (run) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(() => run());
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(run, 16);
  return () => clearTimeout(id);
};
