import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../ui/format';

/**
 * A read of a page's part, made again when `key` changes (from empty), when `refresh` moves or on reload (keeping what
 * is shown until the new read arrives), and every `everyMs` while the page is open.
 */
export function usePolled<T>(load: () => Promise<T>, key: string, everyMs: number | null, refresh = 0): { data: T | null; error: string | null; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const latest = useRef(load);
  useEffect(() => { latest.current = load; });
  useEffect(() => {
    let live = true;
    latest.current().then(
      (d) => { if (live) { setData(d); setError(null); } },
      (e: unknown) => { if (live) setError(messageOf(e, 'unknown error')); },
    );
    return () => { live = false; };
  }, [key, tick, refresh]);
  useEffect(() => {
    if (everyMs === null) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, key]);
  useEffect(() => { setData(null); }, [key]);
  return { data, error, reload: () => setTick((n) => n + 1) };
}
