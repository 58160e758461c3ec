import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/Field';
import { limitsOf } from '../model/coins';
import { errorOf, type DepositContext, type DepositError } from '../model/errors';
import { MAX_PROOF_MB } from '../model/proof';
import { ProofPicker } from './ProofPicker';
import styles from './deposits.module.css';
import type { DepositFormApi } from './useDepositForm';

/** A hash placeholder that shows the network's format. */
const HASH_HINT: Readonly<Record<string, 'form.hash_hint_evm' | 'form.hash_hint_bare'>> = {
  ERC20: 'form.hash_hint_evm', TRC20: 'form.hash_hint_bare', OMNI: 'form.hash_hint_bare',
};

/** The deposit request: amount, transfer proof, optional hash, submit. Every rule lives in model/. */
export function DepositForm({ ctx, api }: { ctx: DepositContext; api: DepositFormApi }) {
  const { t } = useTranslation('deposits');
  const { form, shown } = api;
  const message = (e: DepositError | undefined): string | null => {
    if (!e) return null;
    if (e.key === 'proof_failed' && form.proof.status === 'failed' && form.proof.message) return form.proof.message;
    return 'params' in e ? t(`errors.${e.key}`, e.params) : t(`errors.${e.key}`, { mb: MAX_PROOF_MB });
  };
  // The shared deposit rule's limits: whole numbers for stablecoins, steps of 0.0001 BTC, 0.001 ETH.
  const { min, step, whole } = limitsOf(ctx);
  return (
    <section className={styles.card} data-testid="deposit-form">
      <h2 className={styles.cardTitle}>{t('form.title')}</h2>
      <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void api.submit(); }}>
        <Field id="amount" label={t('form.amount', { coin: ctx.coin })} error={message(errorOf(shown, 'amount'))}
          extra={<span className={styles.suffix}>{ctx.coin}</span>}>
          <Input id="amount" name="amount" value={form.amount} onChange={api.setAmount} inputMode={whole ? 'numeric' : 'decimal'} maxLength={24}
            placeholder={whole ? t('form.amount_placeholder', { min }) : t('form.amount_placeholder_step', { min, step })} clearable autoComplete="off" />
        </Field>
        <ProofPicker proof={form.proof} preview={api.preview} error={message(errorOf(shown, 'proof'))}
          onPick={api.pick} onRetry={api.retry} onRemove={api.remove} />
        <Field id="hash" label={<>{t('form.hash')} <span className={styles.optional}>{t('form.optional')}</span></>}
          error={message(errorOf(shown, 'hash'))}>
          <Input id="hash" name="hash" value={form.hash} onChange={api.setHash} maxLength={100} autoComplete="off"
            placeholder={t(HASH_HINT[ctx.network] ?? 'form.hash_hint_bare')} clearable />
        </Field>
        <button type="submit" className={styles.submit} disabled={api.pending} data-testid="deposit-submit">
          {t(api.pending ? 'form.submitting' : 'form.submit')}
        </button>
        <p className={styles.review}>{t('form.review_note')}</p>
      </form>
    </section>
  );
}
