import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format/time';
import { PageShell } from '../../../ui/PageShell';
import { StatusTag } from '../../../ui/StatusTag';
import { toast } from '../../../ui/toast';
import s from '../components/account.module.css';
import { deviceName } from '../model/device';
import { useEndSession, useSessions } from '../queries';

/** The user's live sessions (device, address, last seen); any other one can be ended at once. */
export default function SessionsPage() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const end = useEndSession();
  return (
    <PageShell title={t('sessions.title')}>
      <section className="c-section" data-testid="sessions-page">
        <p className="c-hint">{t('sessions.about')}</p>
        {(sessions.data ?? []).map((x) => (
          <div key={x.id} className={s.row} data-testid="session-row" data-current={x.current ? '1' : '0'}>
            <div className={s.main}>
              <div className={s.device}>{deviceName(x.device) || t('sessions.unknown_device')}</div>
              <div className={s.meta}>{x.ip} · {t('sessions.last_seen', { time: formatDateTime(x.last_seen_at) })}</div>
            </div>
            {x.current
              ? <StatusTag tone="success">{t('sessions.this_device')}</StatusTag>
              : (
                <Button size="small" color="danger" fill="outline" loading={end.isPending && end.variables === x.id}
                  onClick={() => end.mutate(x.id, { onSuccess: () => toast.success(t('sessions.ended')) })} data-testid="session-end">
                  {t('sessions.end')}
                </Button>
              )}
          </div>
        ))}
      </section>
    </PageShell>
  );
}
