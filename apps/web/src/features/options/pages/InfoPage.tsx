import { formatAmount as toDecimal } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatAmount } from '../../../ui/format';
import { Loading } from '../../../ui/Loading';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState } from '../../../ui/States';
import { DurationLabel } from '../components/TradeForm';
import styles from '../components/options.module.css';
import { ratePercent, tickSize } from '../model/format';
import { normalizeSymbol, type OptionMarket, type Products } from '../model/types';
import { optionPath } from '../paths';
import { useProducts } from '../queries';

function Rule({ voidAfterS }: { voidAfterS: number }) {
  const { t } = useTranslation('options');
  return (
    <section className={styles.section} data-testid="option-rule">
      <h2 className={styles.sectionTitle}>{t('info.rule')}</h2>
      <ol className={styles.rule}>
        <li>{t('info.rule_open')}</li>
        <li>{t('info.rule_close', { seconds: voidAfterS })}</li>
        <li>{t('info.rule_compare')}</li>
        <li>{t('info.rule_pay')}</li>
        <li>{t('info.rule_verify')}</li>
      </ol>
    </section>
  );
}

function Rates({ products }: { products: Products }) {
  const { t } = useTranslation('options');
  const coin = products.coin;
  return (
    <section className={styles.section} data-testid="option-rates">
      <h2 className={styles.sectionTitle}>{t('info.rates')}</h2>
      <table className={styles.table}>
        <thead><tr><th>{t('info.duration')}</th><th>{t('info.rate')}</th><th>{t('info.min')}</th><th>{t('info.max')}</th></tr></thead>
        <tbody>
          {products.durations.map((d) => (
            <tr key={d.seconds} data-seconds={d.seconds}>
              <td><DurationLabel seconds={d.seconds} />{d.enabled ? '' : ` (${t('closed')})`}</td>
              <td>{ratePercent(d.rateBps)}</td>
              <td>{formatAmount(toDecimal(d.minStake), coin)}</td>
              <td>{formatAmount(toDecimal(d.maxStake), coin)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.text} style={{ marginTop: 8 }}>{t('info.rates_text', { coin })}</p>
    </section>
  );
}

function Limits({ m, coin }: { m: OptionMarket; coin: string }) {
  const { t } = useTranslation('options');
  return (
    <section className={styles.section} data-testid="option-limits">
      <h2 className={styles.sectionTitle}>{t('info.limits', { symbol: m.symbol })}</h2>
      <dl className={styles.specs}>
        <div><dt>{t('info.tick_size')}</dt><dd>{tickSize(m.priceDecimals)} {m.quote}</dd></div>
        <div><dt>{t('info.user_cap')}</dt><dd data-testid="option-user-cap">{formatAmount(toDecimal(m.userOpenCap), coin)} {coin}</dd></div>
        <div><dt>{t('info.side_cap')}</dt><dd>{formatAmount(toDecimal(m.sideOpenCap), coin)} {coin}</dd></div>
        {(['rise', 'fall', 'even'] as const).map((d) => (
          <div key={d}><dt>{t('info.open_now', { direction: t(`direction.${d}`) })}</dt><dd>{formatAmount(toDecimal(m.openStake[d]), coin)} {coin}</dd></div>
        ))}
      </dl>
      <p className={styles.text} style={{ marginTop: 8 }}>{t('info.limits_text')}</p>
    </section>
  );
}

function Payouts({ products }: { products: Products }) {
  const { t } = useTranslation('options');
  return (
    <section className={styles.section} data-testid="option-payouts">
      <h2 className={styles.sectionTitle}>{t('info.payouts')}</h2>
      <p className={styles.text}>{t('info.payouts_text')}</p>
      <dl className={styles.specs} style={{ marginBottom: 8 }}>
        <div><dt>{t('info.payout_balance')}</dt><dd data-testid="option-payout-balance">{formatAmount(toDecimal(products.payoutAccountBalance), products.coin)} {products.coin}</dd></div>
      </dl>
      <p className={styles.text}>{t(products.mode === 'demo' ? 'info.demo_text' : 'info.kyc_text')}</p>
    </section>
  );
}

/** /pages/option/info?symbol=BTC/USDT: the settlement rule, the rates and stakes per duration, the limits, where payouts come from. */
export default function InfoPage() {
  const { t } = useTranslation('options');
  const symbol = normalizeSymbol(new URLSearchParams(useLocation().search).get('symbol'));
  const products = useProducts();
  const market = products.data?.markets.find((m) => m.symbol === symbol);
  let body;
  if (products.isPending) body = <Loading />;
  else if (products.isError) body = <ErrorState onRetry={() => void products.refetch()} />;
  else if (products.data) {
    body = (
      <>
        <Rule voidAfterS={Math.round(products.data.voidAfterMs / 1000)} />
        <Rates products={products.data} />
        {market ? <Limits m={market} coin={products.data.coin} /> : <p className={styles.missing}>{t('not_found', { symbol })}</p>}
        <Payouts products={products.data} />
        <Link className={styles.tradeLink} to={optionPath(market?.symbol ?? symbol)} data-testid="option-info-trade">{t('info.trade', { symbol: market?.symbol ?? symbol })}</Link>
      </>
    );
  }
  return <PageShell title={t('info.title')} className={styles.page}><div data-testid="option-info-page">{body}</div></PageShell>;
}
