/** New York Stock Exchange regular hours, as the simulated feed moves stocks: Monday to Friday 09:30-16:00 ET. */
export const US_OPEN_MINUTE = 9 * 60 + 30;
export const US_CLOSE_MINUTE = 16 * 60;

let parts: Intl.DateTimeFormat | null = null;

/** Weekday and minute of the day in New York (daylight saving included, by the platform's time zone data). */
function newYorkClock(t: number): { weekday: string; minute: number } {
  parts ??= new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(parts.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return { weekday: p.weekday ?? '', minute: Number(p.hour) * 60 + Number(p.minute) };
}

/** Whether US stocks trade at time t (holidays are not modelled, as in the feed). */
export function isUsMarketOpen(t: number): boolean {
  const { weekday, minute } = newYorkClock(t);
  if (weekday === 'Sat' || weekday === 'Sun') return false;
  return minute >= US_OPEN_MINUTE && minute < US_CLOSE_MINUTE;
}
