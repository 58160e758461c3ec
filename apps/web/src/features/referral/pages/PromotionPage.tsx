import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyPage } from '../../../ui/MoneyPage';
import { EmptyState, Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import styles from '../components/referral.module.css';
import { Poster } from '../components/Poster';
import { INVITE_PATH } from '../paths';
import { useLeaderboard, useShare } from '../queries';

async function copy(text: string, done: string, failed: string): Promise<void> {
  try { await navigator.clipboard.writeText(text); toast.success(done); } catch { toast.error(failed); }
}

/** /pages/promotion/index: the rules and rate, my code, link and poster, my earnings, the month's leaderboard. */
export default function PromotionPage() {
  const { t } = useTranslation('referral');
  const share = useShare();
  const leaders = useLeaderboard();
  return (
    <MoneyPage title={t('promotion_title')} testId="promotion-page">
      {share.isPending ? <Loading /> : share.isError ? <EmptyState title={t('unavailable')} /> : (
        <>
          <section className={styles.card}>
            <h3 className={styles.title}>{t('rules_title')}</h3>
            <p className={styles.muted}>{t('rules', { rate: share.data.rate.rate })}</p>
            {share.data.rate.next && <p className={styles.muted}>{t('rate_next', { rate: share.data.rate.next.rate, day: share.data.rate.next.effective_day })}</p>}
          </section>
          <section className={styles.card}>
            <h3 className={styles.title}>{t('my_code')}</h3>
            <div className={styles.code} data-testid="referral-code">{share.data.invite_code}</div>
            <p className={styles.link} data-testid="referral-link">{share.data.share_url}</p>
            <button type="button" className={styles.button} onClick={() => void copy(share.data.share_url, t('copied'), t('copy_failed'))}>{t('copy_link')}</button>
          </section>
          <section className={styles.card}>
            <div className={styles.stats}>
              <div className={styles.stat}><div className={styles.muted}>{t('invitees')}</div><div className={styles.value}>{share.data.invitees}</div></div>
              <div className={styles.stat}><div className={styles.muted}>{t('earned')}</div>
                <div className={styles.value}>{share.data.earned.length === 0 ? '0' : share.data.earned.map((e) => `${e.amount} ${e.asset}`).join(' · ')}</div></div>
            </div>
            <Link className={styles.button} to={INVITE_PATH}>{t('see_invitees')}</Link>
          </section>
          <section className={styles.card}><Poster /></section>
        </>
      )}
      <section className={styles.card}>
        <h3 className={styles.title}>{t('leaderboard', { month: leaders.data?.month ?? '' })}</h3>
        {leaders.data?.items.length === 0 && <p className={styles.muted}>{t('leaderboard_empty')}</p>}
        {leaders.data?.items.map((l) => (
          <div key={l.rank} className={styles.row}><span>{l.rank}. {l.name}</span><span>{l.amount} USDT</span></div>
        ))}
      </section>
    </MoneyPage>
  );
}
