import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ChevronIcon, MarketIcon } from '../../../ui/icons';
import { Loading } from '../../../ui/Loading';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState } from '../../../ui/States';
import { formatPercent, formatPrice } from '../../../ui/format';
import { changeTone, useQuotes } from '../../market/queries';
import { DepthLadder } from '../components/DepthLadder';
import { OrderForm } from '../components/OrderForm';
import { RecentTrades } from '../components/RecentTrades';
import styles from '../components/spot.module.css';
import { useTradeForm } from '../components/useTradeForm';
import { lastTradePrice } from '../model/book';
import { DEFAULT_SYMBOL, findSpec, normalizeSymbol, type MarketSpec } from '../model/market';
import { klinePath, symbolParam, TRADE_PATH } from '../paths';
import { useDepth, useOrderEvents, useProducts, useRecentTrades, useTradeMode } from '../queries';

// The picker (antd-mobile's popup with its springs) loads when first opened, not with the trade screen.
// The orders under the book (antd's infinite scroll, the order rows) arrive after the price, form and book.
const OrdersPanel = lazy(() => import('../components/OrdersPanel').then((m) => ({ default: m.OrdersPanel })));
const MarketPicker = lazy(() => import('../components/MarketPicker').then((m) => ({ default: m.MarketPicker })));

/** The screen of one market once its precision is known: header strip, form and book, trades, orders. */
function Market({ spec, side }: { spec: MarketSpec; side: 'buy' | 'sell' }) {
  const { t } = useTranslation('spot');
  const mode = useTradeMode();
  const quotes = useQuotes('crypto');
  const products = useProducts();
  const quote = quotes.data?.find((q) => q.symbol === spec.symbol);
  const index = quote?.price ?? null;
  const tone = changeTone(quote?.change ?? null);
  const depth = useDepth(spec.symbol, mode);
  const trades = useRecentTrades(spec.symbol, mode);
  // "Last price" is the last trade on Candor's book; the feed's price is the index beside it (and prices estimates
  // until the book has traded).
  const last = lastTradePrice(trades.data);
  const form = useTradeForm(spec, side, last ?? index);
  const { dispatch } = form;
  const pickPrice = useCallback((price: string) => dispatch({ kind: 'pick', price }), [dispatch]);
  useOrderEvents();
  const specOf = (symbol: string) => (products.data ? findSpec(products.data, symbol) : undefined);
  const lastText = formatPrice(last, spec.priceDecimals);
  const indexText = formatPrice(index, spec.priceDecimals);
  const change = formatPercent(quote?.change ?? null, { sign: true });
  return (
    <>
      <div className={styles.strip} data-testid="trade-strip">
        <span className={`${styles.stripPrice} ${styles[tone]}`} data-testid="trade-last" title={t('strip.last')}>{lastText === '' ? '—' : lastText}</span>
        <span className={`${styles.stripChange} ${styles[tone]}`}>{change === '' ? '—' : change}</span>
        <span className={styles.stripIndex} data-testid="trade-index">{t('strip.index')} {indexText === '' ? '—' : indexText}</span>
        <span className={styles.stripName}>{t(mode === 'demo' ? 'mode.demo' : 'mode.real')}</span>
      </div>
      <div className={styles.row}>
        <OrderForm form={form} last={last ?? index} />
        <DepthLadder depth={depth} spec={spec} last={last} tone={tone} onPick={pickPrice} />
      </div>
      <RecentTrades trades={trades.data ?? []} spec={spec} loading={trades.isPending} />
      <Suspense fallback={<Loading />}><OrdersPanel symbol={spec.symbol} specOf={specOf} /></Suspense>
    </>
  );
}

/** /pages/trade/index?symbol=BTC/USDT&side=buy|sell: spot trading on the order book of one market. */
export default function TradePage() {
  const { t } = useTranslation('spot');
  const navigate = useNavigate();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const symbol = normalizeSymbol(params.get('symbol'));
  const side = params.get('side') === 'sell' ? 'sell' : 'buy';
  const [picking, setPicking] = useState(false);
  const [pickerUsed, setPickerUsed] = useState(false);
  const products = useProducts();
  const spec = useMemo(() => (products.data ? findSpec(products.data, symbol) : undefined), [products.data, symbol]);

  const pick = (next: string): void => {
    setPicking(false);
    const q = new URLSearchParams(location.search);
    q.set('symbol', next);
    void navigate(`${TRADE_PATH}?${q.toString().replace(/%2F/gi, '/')}`, { replace: true });
  };

  let body;
  if (products.isPending) body = <Loading />;
  else if (products.isError) body = <ErrorState onRetry={() => void products.refetch()} />;
  else if (!spec) {
    body = (
      <div className={styles.missing} data-testid="trade-missing">
        <p>{t('not_found', { symbol })}</p>
        <Link to={`${TRADE_PATH}?symbol=${symbolParam(DEFAULT_SYMBOL)}`} replace>{t('open_default', { symbol: DEFAULT_SYMBOL })}</Link>
      </div>
    );
  } else body = <Market key={spec.symbol} spec={spec} side={side} />;

  const title = (
    <button type="button" className={styles.title} data-testid="trade-pick" aria-label={t('pick_market')} onClick={() => { setPickerUsed(true); setPicking(true); }}>
      {symbol}<ChevronIcon />
    </button>
  );
  const chart = (
    <Link to={klinePath(symbol)} className={styles.navIcon} aria-label={t('chart')} data-testid="trade-chart"><MarketIcon /></Link>
  );
  return (
    <PageShell title={title} right={chart} className={styles.page}>
      <div data-testid="trade-page" data-symbol={symbol}>{body}</div>
      {pickerUsed && (
        <Suspense fallback={null}>
          <MarketPicker open={picking} current={symbol} onPick={pick} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </PageShell>
  );
}
