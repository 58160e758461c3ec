import { useTranslation } from 'react-i18next';
import { MoneyPage } from '../../../ui/MoneyPage';
import { Loading } from '../../../ui/States';
import styles from '../components/referral.module.css';
import { useCommissions, useInvitees } from '../queries';

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** /pages/invite/index: my invitees (masked) with their status, and my commission records. */
export default function InvitePage() {
  const { t } = useTranslation('referral');
  const invitees = useInvitees();
  const commissions = useCommissions();
  return (
    <MoneyPage title={t('invite_title')} testId="invite-page">
      <section className={styles.card}>
        <h3 className={styles.title}>{t('my_invitees', { count: invitees.data?.total ?? 0 })}</h3>
        {invitees.isPending && <Loading />}
        {invitees.data?.items.length === 0 && <p className={styles.muted}>{t('no_invitees')}</p>}
        {invitees.data?.items.map((i) => (
          <div key={`${i.name}-${i.joined_at}`} className={styles.row} data-testid="referral-invitee">
            <span>{i.name}</span><span className={styles.muted}>{day(i.joined_at)} · {t(`status_${i.status}`)}</span>
          </div>
        ))}
      </section>
      <section className={styles.card}>
        <h3 className={styles.title}>{t('my_commissions')}</h3>
        {commissions.isPending && <Loading />}
        {commissions.data?.items.length === 0 && <p className={styles.muted}>{t('no_commissions')}</p>}
        {commissions.data?.items.map((c) => (
          <div key={`${c.day}-${c.invitee}-${c.asset}`} className={styles.row}>
            <span>{c.day} · {c.invitee}</span><span>+{c.amount} {c.asset}</span>
          </div>
        ))}
      </section>
    </MoneyPage>
  );
}
