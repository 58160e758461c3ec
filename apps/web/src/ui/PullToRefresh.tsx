import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { atTop, pullHeight, PULL_COMPLETE_MS, PULL_HEAD_PX, statusWhilePulling, type PullStatus } from './pull';
import styles from './pull.module.css';

/** The scroll positions of the page and of every box around `el`: a pull starts only when all are at the top. */
function scrollTops(el: HTMLElement): number[] {
  const tops = [window.scrollY];
  for (let node = el.parentElement; node; node = node.parentElement) tops.push(node.scrollTop);
  return tops;
}

/**
 * The kit's pull-to-refresh (pure CSS and touch events; see pull.ts): pulled down at the top of the page, the head
 * says "pull", then "release"; released past the threshold it refreshes, says "refreshed" and closes.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation('common');
  const root = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  useEffect(() => { refresh.current = onRefresh; });
  const [status, setStatus] = useState<PullStatus>('idle');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const el = root.current;
    if (!el) return undefined;
    let startY: number | null = null;
    let pulled = 0;
    let busy = false;
    let closeTimer = 0;
    const move = (e: TouchEvent): void => {
      const y = e.touches[0]?.clientY;
      if (startY === null || y === undefined) return;
      const travel = y - startY;
      if (travel <= 0 && pulled === 0) { startY = null; return; }
      if (e.cancelable) e.preventDefault();
      pulled = pullHeight(travel);
      setDragging(true);
      setHeight(pulled);
      setStatus(pulled === 0 ? 'idle' : statusWhilePulling(pulled));
    };
    const start = (e: TouchEvent): void => {
      const y = e.touches[0]?.clientY;
      startY = !busy && y !== undefined && e.touches.length === 1 && atTop(scrollTops(el)) ? y : null;
      pulled = 0;
    };
    const end = (): void => {
      if (startY === null) return;
      startY = null;
      setDragging(false);
      if (statusWhilePulling(pulled) !== 'canRelease') {
        setHeight(0);
        setStatus('idle');
        return;
      }
      busy = true;
      setHeight(PULL_HEAD_PX);
      setStatus('refreshing');
      const close = (): void => { setHeight(0); setStatus('idle'); busy = false; };
      refresh.current().then(() => {
        setStatus('complete');
        closeTimer = window.setTimeout(close, PULL_COMPLETE_MS);
      }, close);
    };
    el.addEventListener('touchstart', start, { passive: true });
    // Not passive: a pull at the top must hold the page still instead of letting the browser scroll or bounce it.
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      window.clearTimeout(closeTimer);
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, []);

  const text: Record<PullStatus, ReactNode> = {
    idle: null,
    pulling: t('list.pull'),
    canRelease: t('list.release'),
    refreshing: <span className="c-spinner" aria-hidden="true" />,
    complete: t('list.refreshed'),
  };
  return (
    <div ref={root} className={styles.root} data-pull={status}>
      <div className={`${styles.head} ${dragging ? styles.dragging : ''}`} style={{ height }} aria-hidden={status === 'idle'}>
        <div className={styles.headText} style={{ height: PULL_HEAD_PX }}>{text[status]}</div>
      </div>
      {children}
    </div>
  );
}
