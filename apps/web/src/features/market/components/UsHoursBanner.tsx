import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../ui/StatusTag';
import { isUsMarketOpen } from '../model/hours';
import styles from './market.module.css';

/** Whether New York trades right now, checked again every half minute. */
export function useUsMarketOpen(): boolean {
  const [open, setOpen] = useState(() => isUsMarketOpen(Date.now()));
  useEffect(() => {
    const timer = window.setInterval(() => setOpen(isUsMarketOpen(Date.now())), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return open;
}

export function UsMarketTag() {
  const { t } = useTranslation('market');
  const open = useUsMarketOpen();
  return (
    <span data-testid="us-market-status" data-open={open}>
      <StatusTag tone={open ? 'success' : 'neutral'}>{t(open ? 'stocks.open' : 'stocks.closed')}</StatusTag>
    </span>
  );
}

/** The New York session: open or closed now, and when US stock prices move at all. */
export function UsHoursBanner() {
  const { t } = useTranslation('market');
  return (
    <div className={styles.banner}>
      <UsMarketTag />
      <span>{t('stocks.hours')}</span>
    </div>
  );
}
