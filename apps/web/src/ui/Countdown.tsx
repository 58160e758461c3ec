import { formatCountdown } from '@candor/shared';
import { useEffect, useState } from 'react';
import { msToNextSecond, secondsLeft } from './countdown';

/** mm:ss under an hour, hh:mm:ss from an hour, ticking until `until` (epoch ms); calls onEnd once at zero. */
export function Countdown({ until, onEnd, className }: { until: number; onEnd?: () => void; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (left <= 0) {
      onEnd?.();
      return undefined;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), msToNextSecond(until, Date.now()) + 5);
    return () => window.clearTimeout(timer);
  }, [left, now, until, onEnd]);
  return <span className={`c-num ${className ?? ''}`}>{formatCountdown(left)}</span>;
}
