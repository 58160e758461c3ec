import { useUnread } from '../queries';
import styles from '../notifications.module.css';

/** The number of unread notifications (nothing when none): the badge on Me. No texts, so Me loads no namespace for it. */
export function NotificationsUnreadBadge() {
  const total = useUnread()?.total ?? 0;
  if (total === 0) return null;
  return <span className={styles.badge} data-testid="notifications-unread">{total > 99 ? '99+' : total}</span>;
}
