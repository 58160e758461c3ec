import { NoticeBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/http';
import { useSession } from '../../../session';
import { BellIcon } from '../../../ui/icons';
import { detailPathOf, NOTICE_PATH } from '../../content/routes';
import styles from './home.module.css';

/** The newest announcements (pinned first) scrolling on Home; a tap opens the first, "more" the notice list. Nothing published: no bar. */
export function NoticeTicker() {
  const { t } = useTranslation('home');
  const lang = useSession((s) => s.lang);
  const navigate = useNavigate();
  const notices = useQuery({
    queryKey: ['content', 'ticker', lang],
    queryFn: () => api.get('news/announcement', { page: 1, limit: 5 }, { silent: true }),
    staleTime: 60_000,
  });
  const items = notices.data?.items ?? [];
  const first = items[0];
  // While the notices are asked for, the bar's room is kept (the page below does not jump when it arrives).
  if (notices.isPending) return <div className={`${styles.ticker} ${styles.tickerRoom}`} aria-hidden="true" />;
  if (!first) return null;
  return (
    <div className={styles.ticker} data-testid="notice-ticker" role="region" aria-label={t('notices.label')}>
      <NoticeBar color="info" shape="rounded" icon={<BellIcon />} content={items.map((i) => i.title).join('   ·   ')}
        onClick={() => void navigate(detailPathOf('announcement', first.id))}
        extra={<button type="button" className={styles.tickerMore} onClick={(e) => { e.stopPropagation(); void navigate(NOTICE_PATH); }}>{t('notices.more')}</button>} />
    </div>
  );
}
