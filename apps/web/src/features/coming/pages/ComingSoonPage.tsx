import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AREA_ICONS } from '../../../app/areaIcons';
import { comingPageOf } from '../../../app/areas';
import { isTabPath } from '../../../app/paths';
import { PageShell } from '../../../ui/PageShell';
import styles from './coming.module.css';

/** An honest placeholder for a page a later release builds: it says so, and nothing on it pretends to work. */
export default function ComingSoonPage() {
  const { t } = useTranslation(['coming', 'areas']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const page = comingPageOf(pathname);
  const area = page?.area ?? 'webview';
  const Icon = AREA_ICONS[area];
  return (
    <PageShell title={t(`areas:${area}`)} back={!isTabPath(pathname)}>
      <div className={styles.card} data-testid="coming-soon">
        <div className={styles.icon}><Icon /></div>
        <h2 className={styles.title}>{t('coming:title', { area: t(`areas:${area}`) })}</h2>
        <p className={styles.text}>{t('coming:text')}</p>
        <p className={styles.path}><code>{pathname}</code></p>
        <Button color="primary" fill="outline" onClick={() => void navigate('/pages/index/index')}>{t('coming:home')}</Button>
      </div>
      <p className="c-hint">{t('coming:honest')}</p>
    </PageShell>
  );
}
