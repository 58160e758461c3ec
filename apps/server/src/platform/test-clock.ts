import { z } from 'zod';
import type { Clock } from './clock.js';
import type { Api } from './http/api.js';
import { ok } from './http/envelope.js';

/**
 * The browser journeys' clock (TEST_CLOCK=1, refused in production by the config): the system time plus an offset.
 * POST /api/dev/clock { days?, ms? } moves the offset forward, runs the jobs now due (as the scheduler's next tick
 * would) and answers the new time. It is registered only on such a server and is not part of the API contract.
 */
export class OffsetClock implements Clock {
  private offset = 0;
  now(): number {
    return Date.now() + this.offset;
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}

const body = z.object({
  days: z.coerce.number().int().min(0).max(3650).optional(),
  ms: z.coerce.number().int().min(0).max(3650 * 86_400_000).optional(),
});

export function registerTestClock(api: Api, clock: OffsetClock, runDue: () => Promise<unknown>): void {
  api.post('/api/dev/clock', async (req) => {
    const b = body.parse(req.body ?? {});
    clock.advance((b.days ?? 0) * 86_400_000 + (b.ms ?? 0));
    await runDue();
    return ok({ now: clock.now() });
  });
}
