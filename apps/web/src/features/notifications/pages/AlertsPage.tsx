import { MARKETS, MAX_ACTIVE_ALERTS, type AlertKind, type PriceAlert } from '@candor/shared';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import { useQuotes } from '../../market/queries';
import styles from '../notifications.module.css';
import { NOTIFICATIONS_PATH } from '../paths';
import { NotificationsUnreadBadge } from '../components/UnreadBadge';
import { useAlertAction, useAlerts, useCreateAlert } from '../queries';

const KINDS: readonly AlertKind[] = ['above', 'below', 'move'];

/**
 * /pages/alerts/index: set a price alert on a market (above, below, a 24 h move) and see, pause or delete yours. The
 * link to the notification centre carries the unread count, live: an alert that fires turns to fired here at once.
 */
export default function AlertsPage() {
  const { t } = useTranslation('notifications');
  const [params] = useSearchParams();
  const wanted = (params.get('symbol') ?? 'BTC/USDT').toUpperCase();
  const [symbol, setSymbol] = useState(MARKETS.some((m) => m.symbol === wanted) ? wanted : 'BTC/USDT');
  const [kind, setKind] = useState<AlertKind>('above');
  const [value, setValue] = useState('');
  const market = MARKETS.find((m) => m.symbol === symbol);
  const quotes = useQuotes(market?.kind === 'stock' ? 'stock' : 'crypto');
  const last = quotes.data?.find((q) => q.symbol === symbol)?.price ?? null;
  const alerts = useAlerts();
  const create = useCreateAlert();
  const act = useAlertAction();

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    create.mutate({ symbol, kind, value: value.trim() }, { onSuccess: () => { setValue(''); toast.success(t('alerts.added')); } });
  };

  return (
    <PageShell title={t('alerts.title')} right={<Link to={NOTIFICATIONS_PATH} className={styles.link} data-testid="to-notifications">{t('title')}{' '}<NotificationsUnreadBadge /></Link>}>
      <form className={styles.form} onSubmit={submit} data-testid="alert-form">
        <label className={styles.field}>{t('alerts.symbol')}
          <select className={styles.input} value={symbol} onChange={(e) => setSymbol(e.target.value)} data-testid="alert-symbol">
            {MARKETS.map((m) => <option key={m.symbol} value={m.symbol}>{m.symbol}</option>)}
          </select>
        </label>
        <label className={styles.field}>{t('alerts.kind')}
          <select className={styles.input} value={kind} onChange={(e) => setKind(e.target.value as AlertKind)} data-testid="alert-kind">
            {KINDS.map((k) => <option key={k} value={k}>{t(`alerts.kinds.${k}`)}</option>)}
          </select>
        </label>
        <label className={styles.field}>{kind === 'move' ? t('alerts.percent') : t('alerts.price')}
          <input className={styles.input} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} required data-testid="alert-value" />
        </label>
        {last !== null && <span className={styles.muted} data-testid="alert-last">{t('alerts.last', { price: last })}</span>}
        <Button type="submit" color="primary" block loading={create.isPending} disabled={value.trim() === ''} data-testid="alert-add">{t('alerts.add')}</Button>
        <span className={styles.muted}>{t('alerts.rules', { max: MAX_ACTIVE_ALERTS })}</span>
      </form>
      <div className={styles.head}><span>{t('alerts.mine')}</span></div>
      {alerts.isPending && <Loading />}
      {alerts.isError && <ErrorState onRetry={() => void alerts.refetch()} />}
      {alerts.data && alerts.data.length === 0 && <EmptyState title={t('alerts.empty')} />}
      <div className={styles.list} data-testid="alert-list">
        {alerts.data?.map((a) => <AlertRow key={a.id} alert={a} busy={act.isPending} onAct={(action) => act.mutate({ id: a.id, action })} />)}
      </div>
    </PageShell>
  );
}

function AlertRow({ alert: a, busy, onAct }: { alert: PriceAlert; busy: boolean; onAct: (action: 'pause' | 'resume' | 'delete') => void }) {
  const { t } = useTranslation('notifications');
  const tone = a.status === 'fired' ? styles.tagFired : a.status === 'paused' ? styles.tagPaused : '';
  return (
    <div className={styles.item} data-testid="alert" data-status={a.status}>
      <span className={styles.top}>
        <span className={styles.title}>{a.symbol} · {t(`alerts.kinds.${a.kind}`)} {a.value}{a.kind === 'move' ? ' %' : ''}</span>
        <span className={`${styles.tag} ${tone}`}>{t(`alerts.status.${a.status}`)}</span>
      </span>
      {a.fired_price !== null && <span className={styles.muted}>{t('alerts.fired_at', { price: a.fired_price })}</span>}
      <span className={styles.actions}>
        {a.status === 'active' && <button type="button" className={styles.link} disabled={busy} onClick={() => onAct('pause')}>{t('alerts.pause')}</button>}
        {a.status === 'paused' && <button type="button" className={styles.link} disabled={busy} onClick={() => onAct('resume')}>{t('alerts.resume')}</button>}
        <button type="button" className={styles.link} disabled={busy} onClick={() => onAct('delete')} data-testid="alert-delete">{t('alerts.delete')}</button>
      </span>
    </div>
  );
}
