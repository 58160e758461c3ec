import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../ui/Countdown';
import { formatPercent } from '../../../ui/format';
import { USDT } from '../model/catalog';
import { usableUntil } from '../model/quote';
import { rateLine, spreadPercent } from '../model/summary';
import { showMoney, showRate } from './money';
import styles from './swap.module.css';
import type { SwapFormModel } from './useSwapForm';

function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
      <path d="M20 11a8 8 0 1 0-2.3 5.7" /><path d="M20 4v7h-7" />
    </svg>
  );
}

/** Where the price comes from, and whether a fiat rate is still the install's sample. */
function SourceNote({ form }: { form: SwapFormModel }) {
  const { t } = useTranslation('swap');
  const fiat = form.state.kind === 'fiat' ? (form.fromAsset?.fiat ? form.fromAsset : form.toAsset) : undefined;
  if (!fiat) return <p className={styles.note}>{t('source.coin')}</p>;
  const rate = fiat.ratePerUsdt === null ? '' : `1 ${USDT} = ${showRate(fiat.ratePerUsdt, USDT, fiat.symbol)}`;
  return (
    <>
      <p className={styles.note}>{t('source.fiat', { rate })}</p>
      {fiat.sample && <p className={`${styles.note} ${styles.sample}`} data-testid="swap-sample-rate">{t('source.sample')}</p>}
    </>
  );
}

/** The quote: rate, spread (share and amount), what the user receives, the minimum, and how long it holds. */
export function QuotePanel({ form }: { form: SwapFormModel }) {
  const { t } = useTranslation('swap');
  const { quote, summary, quoteError } = form;
  let body;
  if (quoteError !== null) {
    body = (
      <div className={styles.errorRow}>
        <p className={styles.quoteError} role="alert" data-testid="swap-quote-error">{quoteError}</p>
        <button type="button" className={styles.refresh} onClick={form.refresh}><RefreshIcon />{t('quote.retry')}</button>
      </div>
    );
  } else if (!quote) {
    body = <p className={styles.muted} data-testid="swap-quote-loading">{t('quote.loading')}</p>;
  } else {
    const rate = rateLine(quote);
    const percent = formatPercent(spreadPercent(quote.spreadBps));
    body = (
      <>
        <dl className={styles.lines}>
          <div className={styles.line}>
            <dt>{t('quote.rate')}</dt>
            <dd data-testid="swap-rate">{rate ? `1 ${rate.base} = ${showRate(rate.price, rate.base, rate.quote)}` : '—'}</dd>
          </div>
          <div className={styles.line}>
            <dt>{t('quote.spread')}</dt>
            <dd data-testid="swap-spread">{summary ? `${percent} · ${showMoney(summary.spread.atoms, summary.spread.asset)}` : percent}</dd>
          </div>
          {summary && (
            <div className={styles.line}>
              <dt>{t('quote.receive')}</dt>
              <dd className={styles.strong} data-testid="swap-receive">{showMoney(summary.receive.atoms, summary.receive.asset)}</dd>
            </div>
          )}
          <div className={styles.line}>
            <dt>{t('quote.min')}</dt>
            <dd data-testid="swap-min">{showMoney(quote.min, quote.from)}</dd>
          </div>
        </dl>
        <div className={`${styles.timer} ${form.expired ? styles.timerExpired : ''}`} data-testid="swap-timer" data-expired={form.expired}>
          {form.expired ? (
            <span>{t('quote.expired')}</span>
          ) : (
            <span>{form.quoting ? t('quote.updating') : t('quote.valid_for')} <Countdown key={quote.id} until={usableUntil(quote)} onEnd={form.expireNow} /></span>
          )}
          <button type="button" className={styles.refresh} data-testid="swap-refresh" onClick={form.refresh}>
            <RefreshIcon />{t('quote.refresh')}
          </button>
        </div>
      </>
    );
  }
  return (
    <section className={styles.card} data-testid="swap-quote" aria-live="polite">
      {body}
      <SourceNote form={form} />
    </section>
  );
}
