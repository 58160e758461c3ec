import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../ui/format';

/** One read of a page's part, made again when `key` changes or on reload (after an action): its data and its error. */
export function useLoad<T>(load: () => Promise<T>, key: string): { data: T | null; error: string | null; busy: boolean; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);
  const [tick, setTick] = useState(0);
  const latest = useRef(load);
  useEffect(() => { latest.current = load; });
  useEffect(() => {
    let live = true;
    setBusy(true);
    latest.current().then(
      (d) => { if (live) { setData(d); setError(null); setBusy(false); } },
      (e: unknown) => { if (live) { setError(messageOf(e, 'unknown error')); setBusy(false); } },
    );
    return () => { live = false; };
  }, [key, tick]);
  return { data, error, busy, reload: () => setTick((n) => n + 1) };
}
