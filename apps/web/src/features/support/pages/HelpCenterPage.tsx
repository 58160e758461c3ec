import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import styles from '../components/support.module.css';
import { HELP_CHAT_PATH, helpDetailPathOf } from '../model/paths';
import { useFaqArticles, useFaqCategories } from '../queries';

/** The help centre: search, the FAQ by category (the app's language, else English) and the way to live support. */
export default function HelpCenterPage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const [category, setCategory] = useState<number | null>(null);
  const [q, setQ] = useState('');
  const search = q.trim();
  const categories = useFaqCategories();
  const articles = useFaqArticles(search ? null : category, search);
  return (
    <PageShell title={t('title')}>
      <div className={styles.search}>
        <input className={styles.searchInput} type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={100}
          placeholder={t('search')} aria-label={t('search')} data-testid="help-search" />
      </div>
      {!search && (categories.data?.length ?? 0) > 0 && (
        <div className={styles.chips} role="tablist">
          <button type="button" role="tab" aria-selected={category === null} className={`${styles.chip} ${category === null ? styles.chipOn : ''}`} onClick={() => setCategory(null)}>{t('all')}</button>
          {categories.data?.map((c) => (
            <button key={c.id} type="button" role="tab" aria-selected={category === c.id} className={`${styles.chip} ${category === c.id ? styles.chipOn : ''}`}
              onClick={() => setCategory(c.id)} data-testid="help-category">{c.name}</button>
          ))}
        </div>
      )}
      {articles.isPending && <Loading />}
      {articles.isError && <ErrorState onRetry={() => void articles.refetch()} />}
      {articles.data && articles.data.items.length === 0 && <EmptyState title={t(search ? 'empty.search' : 'empty.faq')} />}
      {articles.data && articles.data.items.length > 0 && (
        <div className={styles.list} data-testid="help-articles">
          {articles.data.items.map((a) => (
            <Link key={a.id} to={helpDetailPathOf(a.id)} className={styles.item} data-testid="help-article">
              <span className={styles.itemTitle}>{a.title}</span>
              {a.sample && <span className={styles.sampleTag}>{t('sample.tag')}</span>}
            </Link>
          ))}
        </div>
      )}
      <div className={styles.chatCard}>
        <p className={styles.chatText}><strong>{t('chat_card.title')}</strong>{t('chat_card.text')}</p>
        <Button color="primary" size="small" onClick={() => void navigate(HELP_CHAT_PATH)} data-testid="help-open-chat">{t('chat_card.button')}</Button>
      </div>
    </PageShell>
  );
}
