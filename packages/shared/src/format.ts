/** Small display formatters shared by the web app and the server. */

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * A countdown as mm:ss under an hour and hh:mm:ss from an hour on (hours grow past two digits if needed).
 * Fractions of a second are dropped; negative, NaN and infinite inputs show 00:00.
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(secs)}` : `${two(minutes)}:${two(secs)}`;
}
