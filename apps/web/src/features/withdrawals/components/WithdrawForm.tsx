import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../ui/Amount';
import { Field, PasswordInput, TextInput } from '../../../ui/Field';
import { formatPercent } from '../../../ui/format';
import { WarningIcon } from '../../../ui/icons';
import type { WithdrawCoin } from '../model/coins';
import { KycNotice } from './KycNotice';
import { errorOf, type WithdrawError } from '../model/errors';
import { feePercent, summaryText } from '../model/summary';
import { FundPasswordNotice } from './FundPasswordNotice';
import type { WithdrawFormApi } from './useWithdrawForm';
import styles from './withdrawals.module.css';

type Props = { coin: WithdrawCoin; api: WithdrawFormApi; hasFundPassword: boolean | null; address: ReactNode };

/**
 * The withdraw form: the address, the amount with "All", what arrives and what is deducted, the fund password. The
 * summary shows every place of the coin: it is the exact money that will move, not a rounded overview.
 */
export function WithdrawForm({ coin, api, hasFundPassword, address }: Props) {
  const { t } = useTranslation('withdrawals');
  const { form, shown, summary } = api;
  const message = (e: WithdrawError | undefined): string | null => {
    if (!e) return null;
    return e.key === 'refused' ? e.message : t(`errors.${e.key}`, 'params' in e ? e.params : {});
  };
  const blocking = errorOf(shown, 'form');
  const text = summary ? summaryText(summary, coin.decimals) : null;
  return (
    <section className={styles.card} data-testid="withdraw-form">
      <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void api.submit(); }}>
        {api.kycRefusal !== null && <KycNotice message={api.kycRefusal} />}
        {blocking && <p className={styles.banner} role="alert" data-testid="withdraw-blocked"><WarningIcon />{message(blocking)}</p>}
        {address}
        <Field id="amount" label={t('amount.label')} error={message(errorOf(shown, 'amount'))}
          extra={(
            <>
              <span className={styles.suffix}>{coin.coin}</span>
              <button type="button" className={styles.all} onClick={api.fillAll} data-testid="withdraw-all">{t('amount.all')}</button>
            </>
          )}>
          <Input id="amount" name="amount" value={form.amount} onChange={api.setAmount} inputMode="decimal" maxLength={40}
            placeholder={t('amount.placeholder', { min: coin.min_withdraw, coin: coin.coin })} clearable autoComplete="off" />
        </Field>
        <div className={styles.help}>
          <span>{t('amount.available')} <strong data-testid="withdraw-available"><Amount value={coin.available} asset={coin.coin} /></strong></span>
          <span>{t('amount.min')} <strong><Amount value={coin.min_withdraw} asset={coin.coin} /></strong></span>
        </div>
        <dl className={styles.lines} data-testid="withdraw-summary">
          <div className={styles.line}>
            <dt>{t('summary.fee', { rate: formatPercent(feePercent(coin.fee_bps)) })}</dt>
            <dd data-testid="withdraw-fee">{text ? <Amount value={text.fee} asset={coin.coin} /> : '—'}</dd>
          </div>
          <div className={styles.line}>
            <dt>{t('summary.received')}</dt>
            <dd data-testid="withdraw-received">{text ? <Amount value={text.amount} asset={coin.coin} /> : '—'}</dd>
          </div>
          <div className={`${styles.line} ${styles.lineStrong}`}>
            <dt>{t('summary.total')}</dt>
            <dd data-testid="withdraw-total">{text ? <Amount value={text.total} asset={coin.coin} /> : '—'}</dd>
          </div>
        </dl>
        {hasFundPassword === false ? <FundPasswordNotice /> : (
          <Field id="pay_password" label={t('fund.label')} error={message(errorOf(shown, 'pay_password'))}>
            <PasswordInput id="pay_password" value={form.payPassword} onChange={api.setPayPassword} inputMode="numeric" maxLength={6}
              autoComplete="off" placeholder={t('fund.placeholder')} />
          </Field>
        )}
        {api.twoFactor && hasFundPassword !== false && (
          <Field id="totp" label={t('form.totp')}>
            <TextInput id="totp" value={api.totp} onChange={api.setTotp} autoComplete="one-time-code" placeholder="123456" />
          </Field>
        )}
        <button type="submit" className={styles.submit} disabled={api.pending || blocking !== undefined || hasFundPassword === false}
          data-testid="withdraw-submit">
          {t(api.pending ? 'form.submitting' : 'form.submit')}
        </button>
        <p className={styles.review}>{t('form.lock_note')}</p>
      </form>
    </section>
  );
}
