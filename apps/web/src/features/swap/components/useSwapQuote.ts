import { useCallback, useEffect, useRef, useState } from 'react';
import { shouldAutoRefresh, type Quote, type QuoteRequest } from '../model/quote';
import { useQuote } from '../queries';

/** How long the amount rests before it is quoted: one request per pause in typing, not per keystroke. */
export const QUOTE_DEBOUNCE_MS = 400;

/** A value that follows `value` once it has not changed for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const visible = (): boolean => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * The quote on screen and its life: when its countdown ends it is marked expired and refreshed by itself while the
 * page is watched (up to a limit, then on a tap).
 */
export function useSwapQuote(request: QuoteRequest | null) {
  const query = useQuote(request);
  const [expiredId, setExpiredId] = useState<string | null>(null);
  const auto = useRef({ key: '', count: 0 });
  const requestKey = JSON.stringify(request);
  const quote: Quote | undefined = query.data;
  const { refetch } = query;

  const refresh = useCallback((): void => {
    auto.current = { key: requestKey, count: 0 };
    void refetch({ cancelRefetch: false });
  }, [refetch, requestKey]);

  const expireNow = useCallback((): void => {
    if (!quote) return;
    setExpiredId(quote.id);
    if (auto.current.key !== requestKey) auto.current = { key: requestKey, count: 0 };
    if (!shouldAutoRefresh(auto.current.count, visible())) return;
    auto.current.count += 1;
    void refetch({ cancelRefetch: false });
  }, [quote, refetch, requestKey]);

  const expired = quote !== undefined && expiredId === quote.id;

  // Back on a page that was hidden: an expired quote is refreshed then, not while nobody looked.
  useEffect(() => {
    const wake = (): void => { if (expired && visible()) refresh(); };
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, [expired, refresh]);

  return { query, quote, expired, refresh, expireNow };
}
