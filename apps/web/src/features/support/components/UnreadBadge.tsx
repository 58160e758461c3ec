import { useSupportUnread } from '../queries';
import styles from './support.module.css';

/**
 * The number of support answers the user has not read (nothing when none): the badge on Me's help entry. No texts of
 * its own, so Me does not load the support namespace for it.
 */
export function SupportUnreadBadge() {
  const count = useSupportUnread();
  if (count === 0) return null;
  return <span className={styles.badge} data-testid="support-unread">{count > 99 ? '99+' : count}</span>;
}
