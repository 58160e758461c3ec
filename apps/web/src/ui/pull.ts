/**
 * Pull-to-refresh as plain numbers: how far the head opens for a finger's travel, and what it says. The component
 * (PullToRefresh.tsx) only feeds it touches; this replaces antd-mobile's, whose spring and gesture libraries cost
 * every list page about 25 KB gzip before its first paint.
 */

/** The head's height while refreshing and while it says "refreshed". */
export const PULL_HEAD_PX = 40;
/** Pulled this far (after damping), a release refreshes. */
export const PULL_THRESHOLD_PX = 60;
/** The head never opens further than this, however far the finger goes. */
export const PULL_MAX_PX = 160;
/** How long "refreshed" stays before the head closes. */
export const PULL_COMPLETE_MS = 500;

export type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The head's height for a finger's downward travel: 1:1 at first, then ever stiffer towards PULL_MAX_PX. */
export function pullHeight(travel: number): number {
  if (!(travel > 0)) return 0;
  return Math.round((travel * PULL_MAX_PX) / (PULL_MAX_PX + travel));
}

/** While the finger is down: "pull" until the threshold, then "release". */
export const statusWhilePulling = (height: number): PullStatus => (height >= PULL_THRESHOLD_PX ? 'canRelease' : 'pulling');

/** Whether a pull may start: the page and every scrolling box around the list are at their top. */
export function atTop(scrollTops: readonly number[]): boolean {
  return scrollTops.every((top) => top <= 0);
}
