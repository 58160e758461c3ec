import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from '../../../ui/icons';
import { accountCards, type Overview } from '../model/overview';
import { tradeAccountPath } from '../paths';
import { Shown } from './hidden';
import styles from './wallet.module.css';

/** The four accounts as cards with their USDT totals; each opens its account page. */
export function AccountCards({ overview, hidden }: { overview: Overview; hidden: boolean }) {
  const { t } = useTranslation('wallet');
  return (
    <nav className={styles.accounts} aria-label={t('account.label')}>
      {accountCards(overview).map((a) => (
        <Link key={a.kind} to={tradeAccountPath(a.kind)} className={styles.account} data-testid="assets-account" data-kind={a.kind}>
          <span className={styles.accountName}>{t(`account.${a.kind}`)}<ChevronIcon /></span>
          <span className={styles.accountTotal}><Shown value={a.total_usdt} hidden={hidden} unit /></span>
          <span className={styles.accountHeld}>{t('account.held', { count: a.held })}</span>
        </Link>
      ))}
    </nav>
  );
}
