const DAY_MS = 86_400_000;

/** When a job runs: every so many milliseconds (periods aligned on the epoch), or once a day at a UTC time. */
export type Schedule = { every: number } | { dailyAt: string };

export type Period = { start: number; end: number };

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function checkSchedule(s: Schedule): void {
  if ('every' in s) {
    if (!Number.isSafeInteger(s.every) || s.every < 1_000) throw new Error(`a job runs at most every second, not every ${s.every} ms`);
  } else if (!TIME_OF_DAY.test(s.dailyAt)) {
    throw new Error(`a daily job runs at HH:MM UTC, not ${s.dailyAt}`);
  }
}

/** The period a job is due for at `now`: the latest one that has started. */
export function periodAt(s: Schedule, now: number): Period {
  if ('every' in s) {
    const start = now - (now % s.every);
    return { start, end: start + s.every };
  }
  const [, h = '0', m = '0'] = TIME_OF_DAY.exec(s.dailyAt) ?? [];
  const todayAt = now - (now % DAY_MS) + Number(h) * 3_600_000 + Number(m) * 60_000;
  const start = now >= todayAt ? todayAt : todayAt - DAY_MS;
  return { start, end: start + DAY_MS };
}

export function describeSchedule(s: Schedule): string {
  return 'every' in s ? `every ${s.every} ms` : `daily at ${s.dailyAt} UTC`;
}
