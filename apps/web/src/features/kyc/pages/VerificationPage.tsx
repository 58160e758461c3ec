import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState, Loading } from '../../../ui/States';
import { LevelCard } from '../components/LevelCard';
import styles from '../components/kyc.module.css';
import { ADVANCED_PATH, BASIC_PATH } from '../paths';
import { useKycState } from '../queries';

/** The verification overview (also /pages/kyc/index): the approved level, each level's state and what to do next. */
export default function VerificationPage() {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const state = useKycState();
  if (state.isPending) return <PageShell title={t('title')}><Loading /></PageShell>;
  if (!state.data) return <PageShell title={t('title')}><ErrorState onRetry={() => void state.refetch()} /></PageShell>;
  const { level, name, basic, advanced } = state.data;
  const start = (status: string, path: string) =>
    status === 'none' || status === 'rejected' ? { label: t(status === 'none' ? 'action.start' : 'action.resubmit'), onClick: () => void navigate(path) } : undefined;
  const basicDone = basic.status === 'approved';
  return (
    <PageShell title={t('title')}>
      <section className={styles.hero} data-testid="kyc-level" data-level={level}>
        <p className={styles.heroLabel}>{t('current_level')}</p>
        <p className={styles.heroLevel}>{t(`level_name.${level}`)}</p>
        {name && <p className={styles.heroName}>{t('verified_name', { name })}</p>}
      </section>
      <LevelCard level="basic" state={basic} testId="kyc-basic" action={start(basic.status, BASIC_PATH)} />
      <LevelCard level="advanced" state={advanced} locked={!basicDone && advanced.status === 'none'} testId="kyc-advanced"
        action={basicDone ? start(advanced.status, ADVANCED_PATH) : undefined} />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('unlocks.title')}</h2>
        <ul className={styles.list}>
          <li>{t('unlocks.basic')}</li>
          <li>{t('unlocks.advanced')}</li>
          <li>{t('unlocks.loans')}</li>
        </ul>
      </section>
      <p className="c-hint">{t('privacy')}</p>
    </PageShell>
  );
}
