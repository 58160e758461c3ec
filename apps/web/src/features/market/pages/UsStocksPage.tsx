import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { LiveNote } from '../components/LiveNote';
import { QuoteBody } from '../components/QuoteBody';
import { QuoteList } from '../components/QuoteList';
import { SearchBox } from '../components/SearchBox';
import { UsHoursBanner } from '../components/UsHoursBanner';
import { useToggleFavorite } from '../data/favorites';
import { useFavoriteQuotes, useQuotes } from '../data/quotes';
import { nextSort, searchQuotes, sortQuotes, type Sort } from '../model/sort';
import { chartPath } from '../paths';
import { PullToRefresh } from '../../../ui/PullToRefresh';

/** US stocks with live prices while New York trades, and whether it does now. */
export default function UsStocksPage() {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>(null);
  const query = useQuotes('stock');
  const favorites = useFavoriteQuotes();
  const toggle = useToggleFavorite();
  const favoriteSet = useMemo(() => new Set((favorites.data ?? []).map((q) => q.symbol)), [favorites.data]);
  const shown = useMemo(() => sortQuotes(searchQuotes(query.data ?? [], search), sort), [query.data, search, sort]);
  return (
    <PageShell title={t('stocks.title')}>
      <div data-testid="usstock-page">
        <UsHoursBanner />
        <PullToRefresh onRefresh={() => query.refetch()}>
          <div style={{ background: '#fff', paddingTop: 2 }}><SearchBox value={search} onChange={setSearch} placeholder={t('stocks.search')} /></div>
          <QuoteBody query={query} shown={shown} search={search}>
            <QuoteList quotes={shown} onOpen={(q) => void navigate(chartPath('stock', q.symbol))} sort={sort}
              onSort={(key) => setSort((s) => nextSort(s, key))} favorites={favoriteSet} onStar={toggle} />
          </QuoteBody>
          <LiveNote />
        </PullToRefresh>
      </div>
    </PageShell>
  );
}
