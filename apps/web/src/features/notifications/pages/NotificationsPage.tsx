import { NOTIFICATION_KINDS, type Notification, type NotificationKind } from '@candor/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadMore } from '../../../ui/LoadMore';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import { PushCard } from '../components/PushCard';
import styles from '../notifications.module.css';
import { ALERTS_PATH, safeLink } from '../paths';
import { useMarkAllRead, useMarkRead, useNotifications, useUnread } from '../queries';

/** /pages/profile/notification: the notification centre: filters by kind with unread counts, mark all read, live. */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation('notifications');
  const [kind, setKind] = useState<NotificationKind | null>(null);
  const list = useNotifications(kind);
  const unread = useUnread();
  const readOne = useMarkRead();
  const readAll = useMarkAllRead();
  const navigate = useNavigate();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  const open = (n: Notification): void => {
    if (!n.read) readOne.mutate(n.id);
    const to = safeLink(n.link);
    if (to) void navigate(to);
  };
  const chip = (k: NotificationKind | null, label: string, count: number) => (
    <button key={k ?? 'all'} type="button" className={`${styles.chip} ${kind === k ? styles.chipOn : ''}`} aria-pressed={kind === k}
      data-testid={`filter-${k ?? 'all'}`} onClick={() => setKind(k)}>
      {label}{count > 0 && <span className={styles.count}>{count}</span>}
    </button>
  );

  return (
    <PageShell title={t('title')} right={<Link to={ALERTS_PATH} className={styles.link} data-testid="to-alerts">{t('alerts.manage')}</Link>}>
      <div className={styles.bar} role="toolbar">
        {chip(null, t('all'), unread?.total ?? 0)}
        {NOTIFICATION_KINDS.map((k) => chip(k, t(`kinds.${k}`), unread?.by_kind[k] ?? 0))}
      </div>
      <div className={styles.head}>
        <span data-testid="unread-total">{t('unread', { n: unread?.total ?? 0 })}</span>
        <Button size="mini" fill="none" color="primary" disabled={(unread?.total ?? 0) === 0} loading={readAll.isPending}
          onClick={() => readAll.mutate(kind)} data-testid="read-all">{t('read_all')}</Button>
      </div>
      {list.isPending && <Loading />}
      {list.isError && <ErrorState onRetry={() => void list.refetch()} />}
      {list.data && items.length === 0 && <EmptyState title={t('empty')} />}
      <div className={styles.list} data-testid="notification-list">
        {items.map((n) => (
          <button key={n.id} type="button" className={`${styles.item} ${n.read ? '' : styles.unread}`} onClick={() => open(n)}
            data-testid="notification" data-kind={n.kind} data-read={n.read ? '1' : '0'}>
            <span className={styles.top}><span className={styles.title}>{n.title}</span><span className={styles.muted}>{t(`kinds.${n.kind}`)}</span></span>
            {n.body && <span className={styles.body}>{n.body}</span>}
            <span className={styles.muted}>{when.format(n.created_at)}</span>
          </button>
        ))}
      </div>
      {items.length > 0 && <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => list.fetchNextPage()} end={t('end')} />}
      <PushCard />
    </PageShell>
  );
}
