import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../ui/PageShell';
import { NewsList } from '../components/NewsList';

/** /pages/news/index: the operator's news articles. */
export default function NewsPage() {
  const { t } = useTranslation('content');
  return <PageShell title={t('news')}><NewsList kind="article" /></PageShell>;
}
