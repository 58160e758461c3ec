import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useChannel } from '../../../api/live';
import { ChevronIcon, InfoIcon } from '../../../ui/icons';
import { Loading } from '../../../ui/Loading';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState } from '../../../ui/States';
import { formatPrice } from '../../../ui/format';
import { DEFAULT_SYMBOL, normalizeSymbol, type OptionMarket, type Order, type Products } from '../model/types';
import { optionInfoPath, optionPath } from '../paths';
import { useOrder, useOrders, useProducts, useSettlementEvents, useTradeMode } from '../queries';
import { ActiveOrder } from './ActiveOrder';
import { OrdersPanel } from './OrdersPanel';
import { ConfirmSheet, ResultSheet } from './Sheets';
import { SymbolPicker } from './SymbolPicker';
import { TradeForm } from './TradeForm';
import { useBuyForm } from './useBuyForm';
import styles from './options.module.css';

// lightweight-charts is its own chunk: the form is usable before the chart's code has arrived.
const OptionChart = lazy(() => import('./OptionChart'));

/** The symbol's last feed price: the products' answer, then every tick of ticker.<symbol>. */
function useLast(market: OptionMarket): string | null {
  const [tick, setTick] = useState<{ symbol: string; price: string } | null>(null);
  useChannel(`ticker.${market.symbol}`, (t) => setTick({ symbol: market.symbol, price: t.p }));
  return tick?.symbol === market.symbol ? tick.price : market.last;
}

/**
 * The order the screen follows: the one just bought, else the newest open one on this symbol. Once it settles its
 * result is shown until dismissed, then the next open order (if any) is followed.
 */
function useWatched(symbol: string) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const open = useOrders('open');
  const newest = open.data?.pages[0]?.items.find((o) => o.symbol === symbol && !dismissed.has(o.id)) ?? null;
  const id = chosen !== null && !dismissed.has(chosen) ? chosen : newest?.id ?? null;
  const order = useOrder(id).data ?? null;
  return {
    order: order?.id === id ? order : null,
    watch: (o: Order) => setChosen(o.id),
    dismiss: (o: Order) => { setDismissed((s) => new Set([...s, o.id])); setChosen(null); },
  };
}

function Market({ market, products }: { market: OptionMarket; products: Products }) {
  const { t } = useTranslation('options');
  const mode = useTradeMode();
  const last = useLast(market);
  const watched = useWatched(market.symbol);
  const form = useBuyForm(market, products, watched.watch);
  useSettlementEvents();
  const active = watched.order?.status === 'open' ? watched.order : null;
  const settled = watched.order && watched.order.status !== 'open' ? watched.order : null;
  const decimalsOf = (s: string): number => products.markets.find((m) => m.symbol === s)?.priceDecimals ?? market.priceDecimals;
  return (
    <>
      <div className={styles.strip} data-testid="option-strip">
        <div>
          <div className={styles.label}>{t('strip.last')} · <span className={styles.modeTag}>{t(mode === 'demo' ? 'mode.demo' : 'mode.real')}</span></div>
          <span className={styles.last} data-testid="option-last">{last === null ? '—' : formatPrice(last, market.priceDecimals)}</span>
        </div>
        <div className={styles.stripRight}>{t('strip.utc')}</div>
      </div>
      <Suspense fallback={<div className={styles.chartBox}><Loading /></div>}>
        <OptionChart symbol={market.symbol} decimals={market.priceDecimals}
          openLine={active ? { price: active.openPrice, closeTime: active.closeTime, direction: active.direction } : null} />
      </Suspense>
      {active && <ActiveOrder order={active} last={last} decimals={market.priceDecimals} />}
      {market.enabled ? <TradeForm form={form} coin={products.coin} /> : <p className={styles.missing} data-testid="option-closed">{t('closed_text', { symbol: market.symbol })}</p>}
      <OrdersPanel decimalsOf={decimalsOf} />
      {form.pending && (
        <ConfirmSheet pending={form.pending} market={market} coin={products.coin} last={last} busy={form.buying} onConfirm={form.confirm} onClose={form.cancel} />
      )}
      {settled && <ResultSheet order={settled} decimals={decimalsOf(settled.symbol)} onClose={() => watched.dismiss(settled)} />}
    </>
  );
}

/** The options trade screen of /pages/option/detail and /pages/option/simulator: ?symbol=BTC/USDT. */
export function OptionScreen({ simulator, banner }: { simulator: boolean; banner?: ReactNode }) {
  const { t } = useTranslation('options');
  const navigate = useNavigate();
  const symbol = normalizeSymbol(new URLSearchParams(useLocation().search).get('symbol'));
  const [picking, setPicking] = useState(false);
  const products = useProducts();
  const market = products.data?.markets.find((m) => m.symbol === symbol);

  let body;
  if (products.isPending) body = <Loading />;
  else if (products.isError) body = <ErrorState onRetry={() => void products.refetch()} />;
  else if (!market) {
    body = (
      <div className={styles.missing} data-testid="option-missing">
        <p>{t('not_found', { symbol })}</p>
        <Link to={optionPath(DEFAULT_SYMBOL, simulator)} replace>{t('open_default', { symbol: DEFAULT_SYMBOL })}</Link>
      </div>
    );
  } else if (products.data) body = <Market key={market.symbol} market={market} products={products.data} />;

  const title = (
    <button type="button" className={styles.title} data-testid="option-pick" aria-label={t('pick_symbol')} onClick={() => setPicking(true)}>
      {t('title', { symbol })}<ChevronIcon />
    </button>
  );
  const info = <Link to={optionInfoPath(symbol)} className={styles.navIcon} aria-label={t('info_link')} data-testid="option-info"><InfoIcon /></Link>;
  return (
    <PageShell title={title} right={info} back={simulator} className={styles.page}>
      {banner}
      <div data-testid="option-page" data-symbol={symbol} data-simulator={simulator ? '1' : '0'}>{body}</div>
      <SymbolPicker open={picking} markets={products.data?.markets ?? []} current={symbol} lastOf={(m) => m.last}
        onPick={(s) => { setPicking(false); void navigate(optionPath(s, simulator), { replace: true }); }} onClose={() => setPicking(false)} />
    </PageShell>
  );
}
