import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState } from '../../../ui/States';

/**
 * /choose-location and /open-location: the mini-program's system pages for picking a place on a map and opening one
 * in a map app. A browser has neither and Candor never asks for the user's location, so the page says so plainly.
 */
export default function LocationPage() {
  const { t } = useTranslation('content');
  const { pathname } = useLocation();
  const open = pathname.startsWith('/open-location');
  return (
    <PageShell title={t(open ? 'location.open' : 'location.choose')}>
      <div data-testid="location-page">
        <EmptyState title={t('location.title')} description={t('location.text')} />
      </div>
    </PageShell>
  );
}
