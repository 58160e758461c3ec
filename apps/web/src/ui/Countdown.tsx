import { formatCountdown } from '@candor/shared';
import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** mm:ss under an hour, hh:mm:ss from an hour, ticking until `until` (epoch ms); calls onEnd once at zero. */
export function Countdown({ until, onEnd, className }: { until: number; onEnd?: () => void; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (left <= 0) {
      onEnd?.();
      return undefined;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 1000 - (Date.now() % 1000) + 5);
    return () => window.clearTimeout(timer);
  }, [left, onEnd]);
  return <span className={`c-num ${className ?? ''}`}>{formatCountdown(left)}</span>;
}
