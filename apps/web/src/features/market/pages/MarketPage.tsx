import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginUrl } from '../../../app/guards';
import { useSession } from '../../../session';
import { LiveNote } from '../components/LiveNote';
import { QuoteBody } from '../components/QuoteBody';
import { QuoteList } from '../components/QuoteList';
import { SearchBox } from '../components/SearchBox';
import styles from '../components/market.module.css';
import { useFavoriteQuotes, useQuotes } from '../data/quotes';
import { useToggleFavorite } from '../data/favorites';
import type { LiveQuote } from '../model/quotes';
import { nextSort, searchQuotes, sortQuotes, type Sort } from '../model/sort';
import { chartPath, MARKET_PATH } from '../paths';
import { useQueryParams } from '../components/useQueryParams';
import { PullToRefresh } from '../../../ui/PullToRefresh';

// The stocks tab's hours banner (antd's tag) loads with that tab, not with the market's first screen.
const UsHoursBanner = lazy(() => import('../components/UsHoursBanner').then((m) => ({ default: m.UsHoursBanner })));

const TABS = ['fav', 'crypto', 'stock'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { fav: 'tabs.favorites', crypto: 'tabs.crypto', stock: 'tabs.stocks' };

const tabOf = (value: string | null): Tab => (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'crypto';

/** The market tab: favourites, crypto and US stocks with live prices, search, sorting and stars. */
export default function MarketPage() {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const [params, setParams] = useQueryParams();
  const tab = tabOf(params.get('tab'));
  const signedIn = useSession((s) => s.token !== null && s.user !== null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>(null);
  const crypto = useQuotes('crypto', tab === 'crypto');
  const stocks = useQuotes('stock', tab === 'stock');
  const favorites = useFavoriteQuotes();
  const toggle = useToggleFavorite();
  const query = tab === 'fav' ? favorites : tab === 'crypto' ? crypto : stocks;
  const favoriteSet = useMemo(() => new Set((favorites.data ?? []).map((q) => q.symbol)), [favorites.data]);
  const shown = useMemo(() => sortQuotes(searchQuotes(query.data ?? [], search), sort), [query.data, search, sort]);
  const open = (q: LiveQuote): void => void navigate(chartPath(q.kind, q.symbol));

  const list = (
    <QuoteList quotes={shown} onOpen={open} sort={sort} onSort={(key) => setSort((s) => nextSort(s, key))}
      favorites={favoriteSet} onStar={toggle} />
  );
  const favEmpty = (
    <div className={styles.message} data-testid="fav-empty">
      <p>{t(signedIn ? 'fav_empty' : 'fav_login')}</p>
      {!signedIn && (
        <button type="button" className="c-btn c-btn-primary" onClick={() => void navigate(loginUrl(`${MARKET_PATH}?tab=fav`))}>{t('login')}</button>
      )}
    </div>
  );
  return (
    <div className="c-page" data-testid="market-page">
      <div className={styles.toolbar}>
        <h1 className={styles.title}>{t('title')}</h1>
        <SearchBox value={search} onChange={setSearch} />
        <div className={styles.tabs} role="tablist">
          {TABS.map((key) => (
            <button key={key} type="button" role="tab" aria-selected={tab === key} data-market-tab={key}
              className={`${styles.tab} ${tab === key ? styles.tabActive : ''}`}
              onClick={() => setParams(new URLSearchParams(key === 'crypto' ? {} : { tab: key }))}>
              {t(TAB_LABELS[key])}
            </button>
          ))}
        </div>
      </div>
      <PullToRefresh onRefresh={() => query.refetch()}>
        {tab === 'stock' && <div style={{ paddingTop: 12 }}><Suspense fallback={null}><UsHoursBanner /></Suspense></div>}
        {tab === 'fav' && !signedIn ? favEmpty : (
          <QuoteBody query={query} shown={shown} search={search} empty={tab === 'fav' ? favEmpty : undefined} rows={tab === 'fav' ? 3 : 12}>{list}</QuoteBody>
        )}
        {!(tab === 'fav' && !signedIn) && <LiveNote />}
      </PullToRefresh>
    </div>
  );
}
