import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChevronIcon } from '../../../ui/icons';
import { Loading } from '../../../ui/Loading';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState } from '../../../ui/States';
import { useIsFavorite, useToggleFavorite } from '../data/favorites';
import { useQuotes } from '../data/quotes';
import { intervalOf } from '../model/candles';
import { mainOf, subOf } from '../model/indicators';
import type { LiveQuote, MarketKind } from '../model/quotes';
import { useLastTrade } from '../../spot/queries';
import { AlertBell } from '../../notifications/routes';
import { CRYPTO_LIST_PATH, KLINE_PATH, symbolParam, TRADE_PATH } from '../paths';
import styles from './chart.module.css';
import { StarIcon } from './icons';
import { IndicatorBar } from './IndicatorBar';
import { IntervalBar } from './IntervalBar';
import { KlineHeader } from './KlineHeader';
import { LiveNote } from './LiveNote';
import { MarketPanels } from './MarketPanels';
import { UsHoursBanner } from './UsHoursBanner';
import { useQueryParams } from './useQueryParams';

// lightweight-charts arrives only with the chart, never with the first screen.
const KlineChart = lazy(() => import('./KlineChart'));

function Star({ quote }: { quote: LiveQuote }) {
  const { t } = useTranslation('market');
  const isSet = useIsFavorite(quote.symbol);
  const toggle = useToggleFavorite();
  const on = isSet.data === true;
  return (
    <button type="button" className={`${styles.navStar} ${on ? styles.navStarOn : ''}`} aria-pressed={on} data-testid="kline-star"
      aria-label={t(on ? 'favorite.remove' : 'favorite.add')} onClick={() => toggle(quote, !on)}>
      <StarIcon filled={on} />
    </button>
  );
}

/** A crypto market's header: its last trade on Candor's book as the last price, the feed's price as the index. */
function CryptoHeader({ quote }: { quote: LiveQuote }) {
  return <KlineHeader quote={quote} lastTrade={useLastTrade(quote.symbol)} />;
}

/** The chart page of a market (crypto: /pages/trade/kline, US stocks: /pages/usstock/detail), ?symbol=&interval=. */
export function ChartPage({ kind, fallback }: { kind: MarketKind; fallback: string }) {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const [params, setParams] = useQueryParams();
  const symbol = (params.get('symbol') ?? fallback).toUpperCase();
  const interval = intervalOf(params.get('interval'));
  const main = mainOf(params.get('main'));
  const sub = subOf(params.get('sub'));
  const setParam = (name: string, value: string | null): void => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next);
  };
  const quotes = useQuotes(kind);
  const quote = quotes.data?.find((q) => q.symbol === symbol);
  const crypto = kind === 'crypto';
  const title = crypto ? (
    <button type="button" className={styles.titleButton} data-testid="kline-pick"
      onClick={() => void navigate(`${CRYPTO_LIST_PATH}?backpage=${encodeURIComponent(KLINE_PATH)}`)}>
      {symbol}<ChevronIcon />
    </button>
  ) : symbol;

  let body;
  if (quotes.isPending) body = <Loading />;
  else if (!quote && quotes.isError) body = <ErrorState onRetry={() => void quotes.refetch()} />;
  else if (!quote) body = <p className={styles.missing} data-testid="market-missing">{t('not_found', { symbol })}</p>;
  else {
    body = (
      <>
        {crypto ? <CryptoHeader quote={quote} /> : <KlineHeader quote={quote} />}
        {!crypto && <div style={{ paddingTop: 12, background: 'var(--c-bg)' }}><UsHoursBanner /></div>}
        <IntervalBar value={interval} onChange={(i) => setParam('interval', i)} />
        <IndicatorBar main={main} sub={sub} onMain={(m) => setParam('main', m)} onSub={(s) => setParam('sub', s ?? 'none')} />
        <Suspense fallback={<div className={styles.chartBox}><Loading /></div>}>
          <KlineChart key={`${symbol}-${interval}`} kind={kind} symbol={symbol} interval={interval} decimals={quote.price_decimals} main={main} sub={sub} />
        </Suspense>
        <LiveNote text={t('chart.utc')} />
        {crypto && <MarketPanels symbol={symbol} base={quote.base} quote={quote.quote} />}
      </>
    );
  }
  return (
    <PageShell title={title} right={quote && <><AlertBell symbol={quote.symbol} /><Star quote={quote} /></>} className={`${styles.page} ${crypto && quote ? styles.withActions : ''}`}>
      <div data-testid="kline-page" data-symbol={symbol}>{body}</div>
      {crypto && quote && (
        <div className={styles.actions}>
          <button type="button" className={styles.buy} data-testid="kline-buy"
            onClick={() => void navigate(`${TRADE_PATH}?symbol=${symbolParam(symbol)}&side=buy`)}>{t('buy')}</button>
          <button type="button" className={styles.sell} data-testid="kline-sell"
            onClick={() => void navigate(`${TRADE_PATH}?symbol=${symbolParam(symbol)}&side=sell`)}>{t('sell')}</button>
        </div>
      )}
    </PageShell>
  );
}
