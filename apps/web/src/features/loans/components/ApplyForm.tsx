import type { LoanIndex } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../ui/dialog';
import { Field, TextInput } from '../../../ui/Field';
import { cleanAmountText } from '../../../ui/format/input';
import { formatDateTime } from '../../../ui/format/time';
import { toast } from '../../../ui/toast';
import { loanUsdt } from '../model/amount';
import { applyProblem, quoteOf } from '../model/quote';
import { LOAN_RECORD_PATH } from '../paths';
import { newKey, useApplyLoan } from '../queries';
import { styles } from './styles';

/** The application: a term, the amount, the cost if repaid at term (the server's arithmetic), confirmed before it is sent. */
export function ApplyForm({ info }: { info: LoanIndex }) {
  const { t } = useTranslation('loans');
  const navigate = useNavigate();
  const send = useApplyLoan();
  const [productId, setProductId] = useState<number>(info.products[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [key, setKey] = useState(() => newKey('ln'));
  const product = info.products.find((p) => p.id === productId);
  const quote = quoteOf(product, amount, info.approval_threshold, Date.now());
  const problem = applyProblem(product, amount, info.available);
  const params = { min: product && loanUsdt(product.min_amount), max: product && loanUsdt(product.max_amount), available: loanUsdt(info.available) };

  const submit = async () => {
    setTried(true);
    if (problem !== null || !product || !quote || !info.eligible) return;
    const ok = await Dialog.confirm({
      title: t('apply.confirm_title'),
      content: <span data-testid="loan-confirm-text">{t('apply.confirm_text', { amount: loanUsdt(amount), days: product.term_days, interest: loanUsdt(quote.interest), total: loanUsdt(quote.total), due: formatDateTime(quote.due) })}</span>,
      confirmText: t('apply.confirm'), cancelText: t('apply.cancel'),
    });
    if (!ok) return;
    send.mutate({ product_id: product.id, amount, idempotency_key: key }, {
      onSuccess: (loan) => {
        toast.success(loan.status === 'pending' ? t('apply.pending') : t('apply.sent'));
        setAmount('');
        setTried(false);
        setKey(newKey('ln'));
        void navigate(LOAN_RECORD_PATH);
      },
    });
  };
  return (
    <section className={styles.card} data-testid="loan-apply-form">
      <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <p className={styles.cardTitle}>{t('apply.title')}</p>
        <div className={styles.chips}>
          {info.products.map((p) => (
            <button key={p.id} type="button" className={`${styles.chip} ${p.id === productId ? styles.chipOn : ''}`} onClick={() => setProductId(p.id)}
              data-testid={`loan-term-${p.term_days}`}>
              {t('apply.term_option', { days: p.term_days })} · {t('apply.rate_option', { rate: p.daily_rate })}
            </button>
          ))}
        </div>
        <Field id="amount" label={t('apply.amount')} error={tried && problem ? t(`apply.problem_${problem}`, params) : null}
          extra={<span className={styles.suffix}>USDT</span>}>
          <TextInput id="amount" value={amount} onChange={(v) => setAmount(cleanAmountText(v, 8))} inputMode="numeric"
            placeholder={t('apply.amount_placeholder', { min: product?.min_amount ?? '-', max: product?.max_amount ?? '-' })} />
        </Field>
        <dl className={styles.lines} data-testid="loan-quote">
          <div className={styles.line}><dt>{t('apply.free')}</dt><dd>{t('apply.free_value', { days: info.free_days })}</dd></div>
          <div className={styles.line}><dt>{t('apply.daily')}</dt><dd>{quote ? `${loanUsdt(quote.daily)} USDT` : '-'}</dd></div>
          <div className={styles.line}><dt>{t('apply.interest')}</dt><dd data-testid="loan-interest">{quote ? `${loanUsdt(quote.interest)} USDT` : '-'}</dd></div>
          <div className={`${styles.line} ${styles.lineStrong}`}><dt>{t('apply.total')}</dt><dd data-testid="loan-total">{quote ? `${loanUsdt(quote.total)} USDT` : '-'}</dd></div>
          <div className={styles.line}><dt>{t('apply.due')}</dt><dd>{quote ? formatDateTime(quote.due) : '-'}</dd></div>
        </dl>
        <ul className={styles.notes}>
          {product && <li>{t('apply.penalty', { rate: product.penalty_rate })}</li>}
          {quote?.needsApproval && <li data-testid="loan-approval-note">{t('apply.approval', { amount: loanUsdt(info.approval_threshold) })}</li>}
        </ul>
        <div className={styles.actions} style={{ margin: '14px 0 0' }}>
          <button type="submit" className={styles.primary} disabled={send.isPending || !info.eligible} data-testid="loan-apply">{t('apply.submit')}</button>
        </div>
      </form>
    </section>
  );
}
