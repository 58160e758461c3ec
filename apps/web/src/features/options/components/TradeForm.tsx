import { formatAmount as toDecimal, payoutOf, tryParseAmount, type Atoms } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatAmount } from '../../../ui/format';
import { VERIFICATION_PATH } from '../../kyc/paths';
import { transferPath } from '../../wallet/paths';
import { errorOf, presetsOf, type FormError } from '../model/form';
import { durationParts, ratePercent } from '../model/format';
import type { Direction } from '../model/types';
import type { BuyForm } from './useBuyForm';
import styles from './options.module.css';

export function FieldError({ error }: { error: FormError | undefined }) {
  const { t } = useTranslation('options');
  if (!error) return null;
  return <div className={styles.fieldError} role="alert" data-testid={`option-error-${error.field}`}>{t(`errors.${error.key}`, 'params' in error ? error.params : {})}</div>;
}

export function DurationLabel({ seconds }: { seconds: number }) {
  const { t } = useTranslation('options');
  const d = durationParts(seconds);
  return <>{t(d.key, { n: d.count })}</>;
}

const BUY_CLASS: Record<Direction, string | undefined> = { rise: styles.buyRise, fall: styles.buyFall, even: styles.buyEven };
/** The seed's order of the buttons: rise, even in the middle, fall. */
const BUTTONS: readonly Direction[] = ['rise', 'even', 'fall'];

function money(v: Atoms | null, coin: string): string {
  return v === null ? '—' : `${formatAmount(toDecimal(v), coin)} ${coin}`;
}

/** Duration chips with their payout rates, the stake with presets, what a win pays, and rise / even / fall. */
export function TradeForm({ form, coin }: { form: BuyForm; coin: string }) {
  const { t } = useTranslation('options');
  const navigate = useNavigate();
  const { state, dispatch, duration, errors, available } = form;
  const amountError = errorOf(errors, 'amount');
  const stake = tryParseAmount(state.amount);
  const payout = duration && stake !== null && stake > 0n ? payoutOf(stake, duration.rateBps) : null;
  return (
    <form className={styles.form} data-testid="option-form" noValidate onSubmit={(e) => e.preventDefault()}>
      <div className={styles.fieldLabel}><span>{t('form.duration')}</span><span>{t('form.rate')}</span></div>
      <div className={styles.durations} role="radiogroup" aria-label={t('form.duration')} data-testid="option-durations">
        {form.products.durations.map((d) => (
          <button key={d.seconds} type="button" role="radio" aria-checked={state.seconds === d.seconds} disabled={!d.enabled} data-seconds={d.seconds}
            className={`${styles.duration} ${state.seconds === d.seconds ? styles.durationOn : ''}`} onClick={() => dispatch({ kind: 'duration', seconds: d.seconds })}>
            <span><DurationLabel seconds={d.seconds} /></span>
            <small>{ratePercent(d.rateBps)}</small>
          </button>
        ))}
      </div>
      <FieldError error={errorOf(errors, 'duration')} />

      <div className={styles.fieldLabel}>
        <span>{t('form.amount')}</span>
        {duration && <span data-testid="option-bounds">{t('form.bounds', { min: formatAmount(toDecimal(duration.minStake), coin), max: formatAmount(toDecimal(duration.maxStake), coin) })}</span>}
      </div>
      <div className={`${styles.box} ${amountError ? styles.boxInvalid : ''}`}>
        <input className={styles.input} inputMode="decimal" autoComplete="off" value={state.amount} data-testid="option-amount"
          aria-label={t('form.amount')} placeholder={duration ? t('form.amount_min', { min: toDecimal(duration.minStake) }) : t('form.amount')}
          onChange={(e) => dispatch({ kind: 'amount', text: e.target.value })} />
        <span className={styles.unit}>{coin}</span>
      </div>
      <div className={styles.presets} data-testid="option-presets">
        {presetsOf(duration, available).map((p) => (
          <button key={p} type="button" className={`${styles.preset} ${state.amount === p ? styles.presetOn : ''}`} data-amount={p}
            onClick={() => dispatch({ kind: 'amount', text: p })}>{formatAmount(p, coin)}</button>
        ))}
      </div>
      <FieldError error={amountError} />

      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{t('form.available')}</dt>
          <dd>
            <span data-testid="option-available">{money(available, coin)}</span>
            {form.loggedIn && <> · <Link to={transferPath({ from: 'funding', to: 'options', coin })} data-testid="option-transfer">{t('form.transfer')}</Link></>}
          </dd>
        </div>
        <div className={styles.line}>
          <dt>{t('form.payout', { rate: duration ? ratePercent(duration.rateBps) : '—' })}</dt>
          <dd data-testid="option-payout">{money(payout, coin)}</dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('form.rule_hint')}</p>

      {form.kycMissing ? (
        <div className={styles.notice} data-testid="option-kyc">
          <div>{t('kyc.text')}</div>
          <button type="button" className={styles.small} onClick={() => void navigate(VERIFICATION_PATH)}>{t('kyc.go')}</button>
        </div>
      ) : (
        <div className={styles.buttons}>
          {BUTTONS.map((d) => (
            <button key={d} type="button" className={`${styles.buy} ${BUY_CLASS[d] ?? ''}`} disabled={form.buying} data-testid={`option-buy-${d}`}
              onClick={() => form.ask(d)}>
              <span>{t(`buy.${d}`)}</span>
              <small>{form.loggedIn ? t(`buy.${d}_hint`) : t('buy.login')}</small>
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
