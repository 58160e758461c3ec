import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageShell, useBack } from '../../../ui/PageShell';
import { StateBlock } from '../../../ui/States';

export default function NotFoundPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const back = useBack();
  const { pathname } = useLocation();
  return (
    <PageShell title={t('not_found.nav')}>
      <StateBlock className="" status="empty" title={t('not_found.title')} description={<span data-testid="not-found">{t('not_found.description')}<br /><code className="c-muted">{pathname}</code></span>}>
        <div className="c-route-error-actions">
          <Button color="primary" onClick={() => void navigate('/pages/index/index', { replace: true })}>{t('not_found.home')}</Button>
          <Button fill="none" onClick={back}>{t('not_found.back')}</Button>
        </div>
      </StateBlock>
    </PageShell>
  );
}
