import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ChevronIcon, InfoIcon } from '../../../ui/icons';
import { Loading } from '../../../ui/Loading';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState } from '../../../ui/States';
import { formatPercent, formatPrice } from '../../../ui/format';
import { changeTone, useQuotes } from '../../market/queries';
import { contractOf, DEFAULT_SYMBOL, normalizeSymbol, type Contract } from '../model/contract';
import { leverInfoPath, leverPath } from '../paths';
import { useContracts, usePositionEvents, useTradeMode, type FuturesMarketsView } from '../queries';
import { ChartBox } from './ChartBox';
import { FundingLine } from './FundingLine';
import { OrderForm } from './OrderForm';
import { PositionsPanel } from './PositionsPanel';
import { ContractPicker } from './ContractPicker';
import styles from './futures.module.css';
import { useOpenForm } from './useOpenForm';

/** The mark price of every contract: the feed's live price (decisions.md: mark price = feed price). */
function useMarks() {
  const quotes = useQuotes('crypto');
  const bySymbol = useMemo(() => new Map((quotes.data ?? []).map((q) => [q.symbol, q])), [quotes.data]);
  return { quotes: quotes.data ?? [], quoteOf: (s: string) => bySymbol.get(s), markOf: (s: string) => bySymbol.get(s)?.price ?? null };
}

function Contract({ contract, view }: { contract: Contract; view: FuturesMarketsView }) {
  const { t } = useTranslation('futures');
  const mode = useTradeMode();
  const marks = useMarks();
  const quote = marks.quoteOf(contract.symbol);
  const mark = quote?.price ?? null;
  const funding = view.funding.get(contract.symbol) ?? null;
  const form = useOpenForm(contract, mark);
  usePositionEvents();
  const markText = formatPrice(mark, contract.priceDecimals);
  const change = formatPercent(quote?.change ?? null, { sign: true });
  const tone = changeTone(quote?.change ?? null);
  const find = (s: string) => contractOf(view.contracts, s);
  return (
    <>
      <div className={styles.strip} data-testid="lever-strip">
        <div>
          <div className={styles.markLabel} title={t('strip.mark_hint')}>{t('strip.mark')} · <span className={styles.modeTag}>{t(mode === 'demo' ? 'mode.demo' : 'mode.real')}</span></div>
          <span className={`${styles.markPrice} ${styles[tone]}`} data-testid="lever-mark">{markText === '' ? '—' : markText}</span>{' '}
          <span className={`${styles.change} ${styles[tone]}`}>{change === '' ? '—' : change}</span>
        </div>
        <FundingLine funding={funding} />
      </div>
      <ChartBox symbol={contract.symbol} decimals={contract.priceDecimals} />
      <OrderForm form={form} />
      <PositionsPanel contractOf={find} markOf={marks.markOf} />
    </>
  );
}

/** The futures trade screen of /pages/lever/index and /pages/lever/simulator: ?symbol=BTC/USDT. */
export function LeverScreen({ simulator, banner }: { simulator: boolean; banner?: ReactNode }) {
  const { t } = useTranslation('futures');
  const navigate = useNavigate();
  const location = useLocation();
  const symbol = normalizeSymbol(new URLSearchParams(location.search).get('symbol'));
  const [picking, setPicking] = useState(false);
  const contracts = useContracts();
  const marks = useMarks();
  const contract = contracts.data ? contractOf(contracts.data.contracts, symbol) : undefined;

  let body;
  if (contracts.isPending) body = <Loading />;
  else if (contracts.isError) body = <ErrorState onRetry={() => void contracts.refetch()} />;
  else if (!contract) {
    body = (
      <div className={styles.missing} data-testid="lever-missing">
        <p>{t('not_found', { symbol })}</p>
        <Link to={leverPath(DEFAULT_SYMBOL, simulator)} replace>{t('open_default', { symbol: DEFAULT_SYMBOL })}</Link>
      </div>
    );
  } else if (contracts.data) body = <Contract key={contract.symbol} contract={contract} view={contracts.data} />;

  const title = (
    <button type="button" className={styles.title} data-testid="lever-pick" aria-label={t('pick_market')} onClick={() => setPicking(true)}>
      {t('title', { symbol })}<ChevronIcon />
    </button>
  );
  const info = <Link to={leverInfoPath(symbol)} className={styles.navIcon} aria-label={t('info')} data-testid="lever-info"><InfoIcon /></Link>;
  return (
    <PageShell title={title} right={info} className={styles.page}>
      {banner}
      <div data-testid="lever-page" data-symbol={symbol} data-simulator={simulator ? '1' : '0'}>{body}</div>
      <ContractPicker open={picking} contracts={contracts.data?.contracts ?? []} current={symbol} markOf={marks.markOf}
        onPick={(s) => { setPicking(false); void navigate(leverPath(s, simulator), { replace: true }); }} onClose={() => setPicking(false)} />
    </PageShell>
  );
}
