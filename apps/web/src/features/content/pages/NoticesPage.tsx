import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../ui/PageShell';
import { NewsList } from '../components/NewsList';

/** /pages/notice/index: the operator's announcements. */
export default function NoticesPage() {
  const { t } = useTranslation('content');
  return <PageShell title={t('notices')}><NewsList kind="announcement" /></PageShell>;
}
