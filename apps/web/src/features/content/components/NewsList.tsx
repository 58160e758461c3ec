import type { ContentItem } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../session';
import { ListPage } from '../../../ui/ListPage';
import { EmptyState } from '../../../ui/States';
import { formatDateTime } from '../../../ui/format/time';
import { detailPathOf, type NewsKind } from '../model/paths';
import { fetchNewsPage } from '../queries';
import styles from './content.module.css';

function Item({ item, kind }: { item: ContentItem; kind: NewsKind }) {
  const { t } = useTranslation('content');
  return (
    <Link to={detailPathOf(kind, item.id)} className={styles.item} data-testid="news-item">
      <p className={styles.itemTitle}>
        {item.pinned && <span className={styles.pin}>{t('pinned')}</span>}
        <span>{item.title}</span>
        {item.sample && <span className={styles.sampleTag}>{t('sample.tag')}</span>}
      </p>
      {item.summary && <p className={styles.itemSummary}>{item.summary}</p>}
      <p className={styles.itemMeta}>{formatDateTime(item.published_at)}</p>
    </Link>
  );
}

/** Published articles or announcements, pinned first, with pull-to-refresh and load-more. */
export function NewsList({ kind }: { kind: NewsKind }) {
  const { t } = useTranslation('content');
  const lang = useSession((s) => s.lang);
  return (
    <ListPage<ContentItem> queryKey={['content', kind, lang]} fetchPage={(page) => fetchNewsPage(kind, page)}
      itemKey={(i) => i.id} renderItem={(i) => <Item item={i} kind={kind} />}
      empty={<EmptyState title={t(kind === 'article' ? 'empty.news' : 'empty.notices')} />} />
  );
}
