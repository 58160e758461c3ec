import { useEffect, useRef, type ReactNode } from 'react';
import { LOAD_MORE_THRESHOLD_PX } from './list';

/**
 * The kit's load-more trigger: a marker after the list that asks for the next page once it comes within 150 px of the
 * bottom of the screen (an IntersectionObserver, no library), again after each page while it stays in view.
 */
export function LoadMore({ hasMore, loading, onMore, end }: { hasMore: boolean; loading: boolean; onMore: () => Promise<unknown>; end: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => { more.current = onMore; });
  useEffect(() => {
    const el = marker.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return undefined;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void more.current();
    }, { rootMargin: `0px 0px ${LOAD_MORE_THRESHOLD_PX}px 0px` });
    seen.observe(el);
    return () => seen.disconnect();
  }, [hasMore, loading]);
  return (
    <div ref={marker} className="c-muted" style={{ textAlign: 'center', padding: '12px 0' }} aria-busy={loading} data-testid="load-more">
      {hasMore ? '···' : end}
    </div>
  );
}
