import { formatAmount as toDecimal } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/format';
import { errorOf, type FormError } from '../model/errors';
import { amountAsset, QUICK_PERCENTS } from '../model/form';
import type { EstimatedField, Money } from '../model/summary';
import styles from './spot.module.css';
import type { TradeForm } from './useTradeForm';

/** An amount of an asset at the asset's display places, with its unit. */
function useMoney() {
  return (m: Money | null): string => {
    if (m === null) return '—';
    const text = formatAmount(toDecimal(m.atoms), m.asset);
    return `${text} ${m.asset}`;
  };
}

function FieldError({ error }: { error: FormError | undefined }) {
  const { t } = useTranslation('spot');
  if (!error) return null;
  return <div className={styles.fieldError} role="alert" data-testid={`trade-error-${error.field}`}>{t(`errors.${error.key}`, 'params' in error ? error.params : {})}</div>;
}

/** The buy/sell form: side, order type, price, amount with quick shares, the summary and the submit button. */
export function OrderForm({ form, last }: { form: TradeForm; last: string | null }) {
  const { t } = useTranslation('spot');
  const { state, dispatch, summary, errors, available, availableAsset } = form;
  const { spec, side, type } = state;
  const money = useMoney();
  const priceError = errorOf(errors, 'price');
  const amountError = errorOf(errors, 'amount');
  const buy = side === 'buy';
  const approx = (field: EstimatedField): string => (summary.estimated.includes(field) ? '≈ ' : '');
  return (
    <form className={styles.form} data-testid="trade-form" data-side={side} data-type={type} noValidate
      onSubmit={(e) => { e.preventDefault(); form.submit(); }}>
      <div className={styles.sides} role="tablist">
        <button type="button" role="tab" aria-selected={buy} className={`${styles.side} ${buy ? styles.sideBuyOn : ''}`}
          data-testid="side-buy" onClick={() => dispatch({ kind: 'side', side: 'buy' })}>{t('side.buy')}</button>
        <button type="button" role="tab" aria-selected={!buy} className={`${styles.side} ${!buy ? styles.sideSellOn : ''}`}
          data-testid="side-sell" onClick={() => dispatch({ kind: 'side', side: 'sell' })}>{t('side.sell')}</button>
      </div>
      <div className={styles.types} role="tablist" aria-label={t('type.label')}>
        <button type="button" role="tab" aria-selected={type === 'limit'} className={`${styles.type} ${type === 'limit' ? styles.typeOn : ''}`}
          data-testid="type-limit" onClick={() => dispatch({ kind: 'type', type: 'limit' })}>{t('type.limit')}</button>
        <button type="button" role="tab" aria-selected={type === 'market'} className={`${styles.type} ${type === 'market' ? styles.typeOn : ''}`}
          data-testid="type-market" onClick={() => dispatch({ kind: 'type', type: 'market' })}>{t('type.market')}</button>
      </div>

      {type === 'limit' ? (
        <div className={`${styles.box} ${priceError ? styles.boxInvalid : ''}`}>
          <button type="button" className={styles.step} aria-label={t('field.price_down')} onClick={() => dispatch({ kind: 'step', dir: -1, last })}>−</button>
          <input className={styles.input} inputMode="decimal" autoComplete="off" value={state.price} data-testid="trade-price"
            aria-label={t('field.price', { asset: spec.quote })} placeholder={t('field.price', { asset: spec.quote })}
            onChange={(e) => dispatch({ kind: 'price', text: e.target.value })} />
          <button type="button" className={styles.step} aria-label={t('field.price_up')} onClick={() => dispatch({ kind: 'step', dir: 1, last })}>+</button>
        </div>
      ) : (
        <div className={`${styles.box} ${styles.boxFixed}`} data-testid="trade-market-price">{t('field.market_price')}</div>
      )}
      <FieldError error={priceError} />

      <div className={`${styles.box} ${amountError ? styles.boxInvalid : ''}`}>
        <input className={`${styles.input} ${styles.inputLeft}`} inputMode="decimal" autoComplete="off" value={state.amount} data-testid="trade-amount"
          aria-label={t(type === 'market' && buy ? 'field.total' : 'field.amount', { asset: amountAsset(state) })}
          placeholder={t(type === 'market' && buy ? 'field.total' : 'field.amount', { asset: amountAsset(state) })}
          onChange={(e) => dispatch({ kind: 'amount', text: e.target.value })} />
        <span className={styles.unit}>{amountAsset(state)}</span>
      </div>
      <FieldError error={amountError} />

      <div className={styles.quick}>
        {QUICK_PERCENTS.map((p) => (
          <button key={p} type="button" className={`${styles.quickBtn} ${state.percent === p ? styles.quickOn : ''}`} data-percent={p}
            aria-label={t('quick', { percent: p })} disabled={available === null}
            onClick={() => { if (available !== null) dispatch({ kind: 'quick', percent: p, available, last }); }}>{p}%</button>
        ))}
      </div>

      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{t('summary.available')}</dt>
          <dd data-testid="trade-available">{available === null ? '—' : money({ atoms: available, asset: availableAsset })}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="trade-total">{approx('total')}{money(summary.total)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t('summary.fee')}</dt>
          <dd data-testid="trade-fee">{approx('fee')}{money(summary.fee)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t('summary.receive')}</dt>
          <dd data-testid="trade-receive">{approx('receive')}{money(summary.receive)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{t('summary.lock')}</dt>
          <dd data-testid="trade-lock">{money(summary.lock)}</dd>
        </div>
      </dl>
      {summary.estimated.length > 0 && <p className={styles.estimate}>{t('summary.estimated')}</p>}

      <button type="submit" className={`${styles.submit} ${buy ? styles.submitBuy : styles.submitSell}`} disabled={form.pending} data-testid="trade-submit">
        {t(buy ? 'submit.buy' : 'submit.sell', { asset: spec.base })}
      </button>
    </form>
  );
}
