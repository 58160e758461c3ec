// Times on screen, always on the device's clock: one formatter per kind of moment, like the numbers.
const pad = (n: number): string => String(n).padStart(2, '0');

const day = (d: Date): string => `${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const clock = (d: Date): string => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** A moment as records show it: YYYY-MM-DD HH:mm:ss; '' for no valid time. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? '' : `${d.getFullYear()}-${day(d)} ${clock(d)}`;
}

/** A moment in a list of recent activity (orders, swaps): MM-DD HH:mm:ss this year, with the year before that. */
export function formatRecentTime(ms: number, now: number = Date.now()): string {
  const d = new Date(ms);
  return d.getFullYear() === new Date(now).getFullYear() ? `${day(d)} ${clock(d)}` : `${d.getFullYear()}-${day(d)} ${clock(d)}`;
}

/** A moment of today's tape (recent trades): HH:mm:ss. */
export const formatClock = (ms: number): string => clock(new Date(ms));
