import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountCard } from '../components/AccountCard';
import { HomeHeader } from '../components/HomeHeader';
import { HonestyCard } from '../components/HonestyCard';
import { QuickEntries } from '../components/QuickEntries';
import styles from '../components/home.module.css';

export default function HomePage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  return (
    <div className="c-page" data-testid="home">
      <div className={styles.top}>
        <HomeHeader />
        <AccountCard />
      </div>
      <div className={styles.body}>
        <QuickEntries />
        <section className="c-section">
          <div className={styles.market}>
            <div>
              <h2 className="c-section-title" style={{ margin: 0 }}>{t('markets.title')}</h2>
              <p className="c-muted">{t('markets.text')}</p>
            </div>
            <button type="button" className="c-btn c-btn-small" onClick={() => void navigate('/pages/market/index')}>{t('markets.open')}</button>
          </div>
        </section>
        <HonestyCard />
      </div>
    </div>
  );
}
