import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { safeReturnPath } from '../../../app/guards';
import { PageShell } from '../../../ui/PageShell';
import { LiveNote } from '../components/LiveNote';
import { QuoteBody } from '../components/QuoteBody';
import { QuoteList } from '../components/QuoteList';
import { SearchBox } from '../components/SearchBox';
import { useProducts } from '../data/products';
import { useQuotes } from '../data/quotes';
import { toLive, type LiveQuote } from '../model/quotes';
import { searchQuotes } from '../model/sort';
import { chartPath } from '../paths';
import styles from '../components/market.module.css';
import { withSymbol } from '../model/picker';
import { useQueryParams } from '../components/useQueryParams';

/**
 * Every crypto market, searchable: the symbol picker of other pages. With ?backpage=<path> a tap returns there
 * with ?symbol=<choice>; without it, a tap opens the market's chart.
 */
export default function CryptoListPage() {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const [params] = useQueryParams();
  const back = safeReturnPath(params.get('backpage'));
  const [search, setSearch] = useState('');
  const products = useProducts();
  const quotes = useQuotes('crypto');
  // Every listed market, even one the feed has not priced yet; live quotes where there are some.
  const all = useMemo((): readonly LiveQuote[] => {
    const live = new Map((quotes.data ?? []).map((q) => [q.symbol, q]));
    const crypto = (products.data ?? []).filter((p) => p.kind === 'crypto');
    if (crypto.length === 0) return quotes.data ?? [];
    return crypto.map((p) => live.get(p.symbol) ?? toLive([{ ...p, kind: 'crypto', price: null, change: null, high: null, low: null, volume: '0', time: null, stale: false }])[0] as LiveQuote);
  }, [products.data, quotes.data]);
  const shown = useMemo(() => searchQuotes(all, search), [all, search]);
  const pick = (q: LiveQuote): void => {
    if (back) void navigate(withSymbol(back, q.symbol), { replace: true });
    else void navigate(chartPath('crypto', q.symbol));
  };
  const state = { isPending: quotes.isPending && products.isPending, isError: quotes.isError && products.isError, data: all, refetch: () => quotes.refetch() };
  return (
    <PageShell title={t('picker.title')} className={styles.flush}>
      <div data-testid="crypto-list" style={{ background: '#fff' }}>
        <SearchBox value={search} onChange={setSearch} placeholder={t('picker.search')} />
        <QuoteBody query={state} shown={shown} search={search}>
          <QuoteList quotes={shown} onOpen={pick} />
        </QuoteBody>
      </div>
      <LiveNote />
    </PageShell>
  );
}
