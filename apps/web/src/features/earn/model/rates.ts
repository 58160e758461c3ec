import { ratePercent, yearlyPercent } from '@candor/shared';

/** A daily rate in ppm as the pages show it: "0.5%" (exact, from the shared rules, never a float). */
export const dailyPercent = (ppm: number): string => `${ratePercent(ppm)}%`;

/** The same rate as a simple yearly figure (x 365), for comparison only: "182.5%". */
export const yearPercent = (ppm: number): string => `${yearlyPercent(ppm)}%`;

/** A published range: "0.3% – 0.6%" (one figure when both ends are the same). */
export const rangePercent = (minPpm: number, maxPpm: number): string =>
  minPpm === maxPpm ? dailyPercent(minPpm) : `${dailyPercent(minPpm)} – ${dailyPercent(maxPpm)}`;
