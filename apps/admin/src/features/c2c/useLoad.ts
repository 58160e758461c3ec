import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../ui/format';

/** Reads something for a page and reads it again on demand (after an action); the error as a message. */
export function useLoad<T>(read: () => Promise<T>, what: string): { data: T | null; error: string | null; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    read().then((d) => { setData(d); setError(null); }, (e: unknown) => setError(messageOf(e, `${what} could not be read.`)));
  }, [read, what]);
  useEffect(reload, [reload]);
  return { data, error, reload };
}
