import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/Field';
import { formatAmount } from '../../../ui/format';
import { ChevronIcon, SwapIcon } from '../../../ui/icons';
import { errorOf, type TransferError } from '../model/errors';
import type { AccountKind } from '../model/overview';
import { ChoiceSheet } from './ChoiceSheet';
import { CoinBadge } from './CoinBadge';
import { Amount } from '../../../ui/Amount';
import type { TransferFormModel } from './useTransferForm';
import styles from './transfer.module.css';

type Sheet = 'from' | 'to' | 'coin' | null;

/** The form: from and to with the direction button, the coin, the amount with All, the balances after, Confirm. */
export function TransferPanel({ form, demo }: { form: TransferFormModel; demo: boolean }) {
  const { t } = useTranslation('wallet');
  const [sheet, setSheet] = useState<Sheet>(null);
  const { state, dispatch, errors } = form;
  const message = (e: TransferError | undefined): string | null => {
    if (!e) return null;
    if (e.key === 'insufficient') return t('errors.insufficient', { ...e.params, available: formatAmount(e.params.available, state.coin) });
    return t(`errors.${e.key}`, 'params' in e ? e.params : {});
  };
  const side = sheet === 'from' || sheet === 'to' ? sheet : null;
  return (
    <form data-testid="transfer-form" onSubmit={(e) => { e.preventDefault(); form.confirm(); }}>
      <div className={styles.accounts}>
        <div className={styles.rail} aria-hidden="true"><span className={styles.dot} /><span className={styles.line} /><span className={`${styles.dot} ${styles.dotTo}`} /></div>
        {(['from', 'to'] as const).map((s) => (
          <button key={s} type="button" className={styles.pick} data-testid={`transfer-${s}`} data-kind={state[s]} onClick={() => setSheet(s)}>
            <span className={styles.pickLabel}>{t(`transfer.${s}`)}</span>
            <span className={styles.pickValue}>{form.accountName(state[s])}</span>
            <ChevronIcon />
          </button>
        ))}
        <button type="button" className={styles.flip} aria-label={t('transfer.flip')} data-testid="transfer-flip" onClick={() => dispatch({ kind: 'flip' })}><SwapIcon /></button>
      </div>
      {errorOf(errors, 'to') && <p className={styles.sameError} role="alert">{message(errorOf(errors, 'to'))}</p>}
      <div className={styles.box}>
        <Field label={t('transfer.coin')} error={message(errorOf(errors, 'coin'))}>
          <button type="button" className={styles.coin} data-testid="transfer-coin" data-coin={state.coin} onClick={() => setSheet('coin')}>
            <CoinBadge coin={state.coin} /><span>{state.coin}</span><ChevronIcon />
          </button>
        </Field>
        <Field id="transfer-amount" label={t('transfer.amount')} error={message(errorOf(errors, 'amount'))}
          extra={<><span className={styles.unit}>{state.coin}</span>
            <button type="button" className={styles.all} data-testid="transfer-all" onClick={() => dispatch({ kind: 'all', available: form.available, decimals: form.decimals })}>{t('transfer.all')}</button></>}>
          <input id="transfer-amount" name="amount" className={styles.amount} inputMode="decimal" autoComplete="off" placeholder={t('transfer.placeholder')}
            value={state.amount} onChange={(e) => dispatch({ kind: 'amount', text: e.target.value })} data-testid="transfer-amount" />
        </Field>
        <div className={styles.available} data-testid="transfer-available">
          <span>{t('transfer.available')}</span><span><Amount value={form.available} asset={state.coin} /></span>
        </div>
        {form.summary && (
          <dl className={styles.summary} data-testid="transfer-summary">
            <div><dt>{t('transfer.after', { account: form.accountName(state.from) })}</dt><dd><Amount value={form.summary.fromAfter} asset={state.coin} /></dd></div>
            <div><dt>{t('transfer.after', { account: form.accountName(state.to) })}</dt><dd><Amount value={form.summary.toAfter} asset={state.coin} /></dd></div>
          </dl>
        )}
      </div>
      <p className={`${styles.note} ${demo ? styles.demo : ''}`}>{t(demo ? 'transfer.demo_note' : 'transfer.note')}</p>
      <button type="submit" className={styles.confirm} disabled={form.pending} data-testid="transfer-submit">{t('transfer.submit')}</button>
      <ChoiceSheet open={side !== null} title={t('transfer.choose_account')} current={side ? state[side] : ''} testId="transfer-account-sheet"
        onClose={() => setSheet(null)} onPick={(k) => { if (side) dispatch({ kind: side, account: k as AccountKind }); }}
        choices={form.kinds.map((k) => ({ key: k, label: form.accountName(k), extra: <Amount value={form.availableOf(k, state.coin)} asset={state.coin} /> }))} />
      <ChoiceSheet open={sheet === 'coin'} title={t('transfer.choose_coin')} current={state.coin} testId="transfer-coin-sheet"
        onClose={() => setSheet(null)} onPick={(c) => dispatch({ kind: 'coin', coin: c })}
        choices={form.coins.map((c) => ({ key: c, label: c, icon: <CoinBadge coin={c} />, extra: <Amount value={form.availableOf(state.from, c)} asset={c} unit={false} /> }))} />
    </form>
  );
}
