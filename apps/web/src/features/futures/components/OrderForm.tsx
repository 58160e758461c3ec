import { formatAmount as toDecimal, type Atoms } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { transferPath } from '../../wallet/paths';
import { formatAmount, formatPrice } from '../../../ui/format';
import { errorOf, type FormError } from '../model/errors';
import { bpsPercent } from '../model/format';
import type { OpenForm } from './useOpenForm';
import styles from './futures.module.css';

export function FieldError({ error }: { error: FormError | undefined }) {
  const { t } = useTranslation('futures');
  if (!error) return null;
  return <div className={styles.fieldError} role="alert" data-testid={`lever-error-${error.field}`}>{t(`errors.${error.key}`, 'params' in error ? error.params : {})}</div>;
}

const usdt = (v: Atoms | null): string => (v === null ? '—' : `${formatAmount(toDecimal(v), 'USDT')} USDT`);

/** Long or short: margin mode, leverage, market or limit, lots with their value, optional TP/SL, the summary, submit. */
export function OrderForm({ form }: { form: OpenForm }) {
  const { t } = useTranslation('futures');
  const { state, dispatch, summary, errors, available } = form;
  const { contract, side, type } = state;
  const long = side === 'long';
  const priceError = errorOf(errors, 'price');
  const lotsError = errorOf(errors, 'lots');
  const tpError = errorOf(errors, 'tp');
  const slError = errorOf(errors, 'sl');
  const approx = summary.estimated ? '≈ ' : '';
  const feeRate = bpsPercent(contract.takerFeeBps);
  return (
    <form className={styles.form} data-testid="lever-form" data-side={side} data-type={type} noValidate
      onSubmit={(e) => { e.preventDefault(); form.submit(); }}>
      <div className={styles.sides} role="tablist">
        <button type="button" role="tab" aria-selected={long} className={`${styles.side} ${long ? styles.sideLongOn : ''}`}
          data-testid="lever-long" onClick={() => dispatch({ kind: 'side', side: 'long' })}>{t('side.long')}</button>
        <button type="button" role="tab" aria-selected={!long} className={`${styles.side} ${!long ? styles.sideShortOn : ''}`}
          data-testid="lever-short" onClick={() => dispatch({ kind: 'side', side: 'short' })}>{t('side.short')}</button>
      </div>

      <div className={styles.controls}>
        <select className={styles.select} aria-label={t('margin_mode.label')} value={state.marginMode} data-testid="lever-margin-mode"
          onChange={(e) => dispatch({ kind: 'marginMode', mode: e.target.value === 'isolated' ? 'isolated' : 'cross' })}>
          <option value="cross">{t('margin_mode.cross')}</option>
          <option value="isolated">{t('margin_mode.isolated')}</option>
        </select>
        <div className={styles.types} role="tablist" aria-label={t('type.label')}>
          {(['market', 'limit'] as const).map((k) => (
            <button key={k} type="button" role="tab" aria-selected={type === k} className={`${styles.type} ${type === k ? styles.typeOn : ''}`}
              data-testid={`lever-type-${k}`} onClick={() => dispatch({ kind: 'type', type: k })}>{t(`type.${k}`)}</button>
          ))}
        </div>
      </div>
      <p className={styles.hint}>{t(state.marginMode === 'cross' ? 'margin_mode.cross_hint' : 'margin_mode.isolated_hint')}</p>

      <div className={styles.label}><span>{t('leverage.label')}</span></div>
      <div className={styles.chips} role="radiogroup" aria-label={t('leverage.label')} data-testid="lever-leverage">
        {contract.leverages.map((l) => (
          <button key={l} type="button" role="radio" aria-checked={state.leverage === l} data-leverage={l}
            className={`${styles.chip} ${state.leverage === l ? styles.chipOn : ''}`}
            onClick={() => dispatch({ kind: 'leverage', leverage: l })}>{t('leverage.value', { value: l })}</button>
        ))}
      </div>

      {type === 'limit' ? (
        <>
          <div className={`${styles.box} ${priceError ? styles.boxInvalid : ''}`}>
            <input className={styles.input} inputMode="decimal" autoComplete="off" value={state.price} data-testid="lever-price"
              aria-label={t('field.price', { asset: contract.quote })} placeholder={t('field.price', { asset: contract.quote })}
              onChange={(e) => dispatch({ kind: 'price', text: e.target.value })} />
            <span className={styles.unit}>{contract.quote}</span>
          </div>
          <FieldError error={priceError} />
          <p className={styles.hint}>{t('type.limit_hint')}</p>
        </>
      ) : null}

      <div className={`${styles.box} ${lotsError ? styles.boxInvalid : ''}`}>
        <button type="button" className={styles.step} aria-label={t('field.lots_less')} onClick={() => dispatch({ kind: 'stepLots', dir: -1 })}>−</button>
        <input className={`${styles.input} ${styles.inputCenter}`} inputMode="numeric" autoComplete="off" value={state.lots} data-testid="lever-lots"
          aria-label={t('field.lots')} placeholder={t('field.lots')} onChange={(e) => dispatch({ kind: 'lots', text: e.target.value })} />
        <button type="button" className={styles.step} aria-label={t('field.lots_more')} onClick={() => dispatch({ kind: 'stepLots', dir: 1 })}>+</button>
      </div>
      <FieldError error={lotsError} />
      <p className={styles.hint} data-testid="lever-lot-size">{t('field.lot_value', { size: contract.contractSize, asset: contract.base })}</p>

      <label className={styles.tpslToggle}>
        <input type="checkbox" checked={state.tpsl} data-testid="lever-tpsl" onChange={(e) => dispatch({ kind: 'tpsl', on: e.target.checked })} />
        {t('field.tpsl')} <span className={styles.hint}>({t('field.optional')})</span>
      </label>
      {state.tpsl && (
        <div className={styles.tpsl}>
          <div>
            <div className={styles.label}><span>{t('field.tp', { asset: contract.quote })}</span></div>
            <div className={`${styles.box} ${tpError ? styles.boxInvalid : ''}`}>
              <input className={styles.input} inputMode="decimal" autoComplete="off" value={state.tp} data-testid="lever-tp"
                aria-label={t('field.tp', { asset: contract.quote })} placeholder={t('field.tp', { asset: contract.quote })}
                onChange={(e) => dispatch({ kind: 'tp', text: e.target.value })} />
            </div>
            <FieldError error={tpError} />
          </div>
          <div>
            <div className={styles.label}><span>{t('field.sl', { asset: contract.quote })}</span></div>
            <div className={`${styles.box} ${slError ? styles.boxInvalid : ''}`}>
              <input className={styles.input} inputMode="decimal" autoComplete="off" value={state.sl} data-testid="lever-sl"
                aria-label={t('field.sl', { asset: contract.quote })} placeholder={t('field.sl', { asset: contract.quote })}
                onChange={(e) => dispatch({ kind: 'sl', text: e.target.value })} />
            </div>
            <FieldError error={slError} />
          </div>
        </div>
      )}

      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{t('summary.available')}</dt>
          <dd>
            <span data-testid="lever-available">{usdt(available)}</span>
            {form.loggedIn && <> · <Link to={transferPath({ from: 'funding', to: 'futures', coin: 'USDT' })} data-testid="lever-transfer">{t('summary.transfer')}</Link></>}
          </dd>
        </div>
        <div className={styles.line}>
          <dt>{t('summary.size')}</dt>
          <dd data-testid="lever-size">{summary.size === null ? '—' : `${formatAmount(toDecimal(summary.size), contract.base)} ${contract.base}`}</dd>
        </div>
        <div className={styles.line}><dt>{t('summary.value')}</dt><dd data-testid="lever-value">{summary.value === null ? '—' : approx + usdt(summary.value)}</dd></div>
        <div className={styles.line}><dt>{t('summary.margin')}</dt><dd data-testid="lever-margin">{summary.margin === null ? '—' : approx + usdt(summary.margin)}</dd></div>
        <div className={styles.line}><dt>{t('summary.fee', { rate: feeRate })}</dt><dd data-testid="lever-fee">{summary.fee === null ? '—' : approx + usdt(summary.fee)}</dd></div>
        <div className={styles.line}>
          <dt>{t('summary.liq')}</dt>
          <dd data-testid="lever-liq">{summary.liq === null ? '—' : approx + formatPrice(toDecimal(summary.liq), contract.priceDecimals)}</dd>
        </div>
      </dl>
      {summary.estimated && <p className={styles.estimate}>{t('summary.estimated')}</p>}
      {state.marginMode === 'cross' && <p className={styles.estimate}>{t('summary.cross_liq')}</p>}

      <button type="submit" className={`${styles.submit} ${long ? styles.submitLong : styles.submitShort}`} disabled={form.pending} data-testid="lever-submit">
        {form.loggedIn ? t(long ? 'submit.long' : 'submit.short') : t('submit.login')}
      </button>
    </form>
  );
}
