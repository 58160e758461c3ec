import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLoggedIn, loginUrl } from '../../../app/guards';
import { currentPath } from '../../../app/navigation';
import { useSession } from '../../../session';
import { Loading } from '../../../ui/Loading';
import { useOrders } from '../queries';
import { OrderCard } from './OrderCard';
import styles from './options.module.css';

type Tab = 'open' | 'settled';
const TABS: readonly Tab[] = ['open', 'settled'];

function List({ tab, decimalsOf }: { tab: Tab; decimalsOf: (symbol: string) => number }) {
  const { t } = useTranslation('options');
  const query = useOrders(tab);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isPending) return <Loading />;
  return (
    <div className={styles.list} data-testid={`option-list-${tab}`}>
      {items.map((o) => <OrderCard key={o.id} o={o} decimals={decimalsOf(o.symbol)} />)}
      {items.length === 0 && <p className={styles.empty}>{t(`list.empty_${tab}`)}</p>}
      {query.hasNextPage && (
        <button type="button" className={styles.moreBtn} disabled={query.isFetchingNextPage} data-testid="option-more" onClick={() => void query.fetchNextPage()}>
          {t(query.isFetchingNextPage ? 'list.loading' : 'list.more')}
        </button>
      )}
      {query.isError && <button type="button" className={styles.moreBtn} onClick={() => void query.refetch()}>{t('common:action.retry')}</button>}
      {items.length > 0 && !query.hasNextPage && tab === 'settled' && <span className={styles.more}>{t('list.end')}</span>}
    </div>
  );
}

/** The user's orders under the form: open ones with their countdowns, settled ones with their results, ten at a time. */
export function OrdersPanel({ decimalsOf }: { decimalsOf: (symbol: string) => number }) {
  const { t } = useTranslation('options');
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const [tab, setTab] = useState<Tab>('open');
  return (
    <section data-testid="option-panel">
      <div className={styles.tabs} role="tablist">
        {TABS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} className={`${styles.tab} ${tab === k ? styles.tabOn : ''}`}
            data-testid={`option-tab-${k}`} onClick={() => setTab(k)}>{t(`tabs.${k}`)}</button>
        ))}
      </div>
      {loggedIn ? <List key={tab} tab={tab} decimalsOf={decimalsOf} /> : (
        <div className={styles.login} data-testid="option-login">
          <span>{t('list.login')}</span>
          <button type="button" className={styles.loginBtn} onClick={() => void navigate(loginUrl(currentPath()))}>{t('list.login_button')}</button>
        </div>
      )}
    </section>
  );
}
