import type { Loan } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../ui/Field';
import { cleanAmountText } from '../../../ui/format/input';
import { formatDateTime } from '../../../ui/format/time';
import { StatusTag, type StatusTone } from '../../../ui/StatusTag';
import { toast } from '../../../ui/toast';
import { loanUsdt } from '../model/amount';
import { repayProblem } from '../model/quote';
import { newKey, useRepayLoan } from '../queries';
import { styles } from './styles';

const TONES: Record<Loan['status'], StatusTone> = { pending: 'warning', active: 'info', repaid: 'success', rejected: 'neutral' };

/** One loan: its figures, and for an open loan the repayment (part or all). */
export function LoanCard({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loans');
  const repay = useRepayLoan();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [key, setKey] = useState(() => newKey('rp'));
  const problem = repayProblem(amount, loan.owed);
  const done = () => {
    toast.success(t('record.repaid_toast'));
    setAmount('');
    setTried(false);
    setKey(newKey('rp'));
  };
  const part = () => {
    setTried(true);
    if (problem === null) repay.mutate({ id: loan.id, amount, idempotency_key: key }, { onSuccess: done });
  };
  const all = () => repay.mutate({ id: loan.id, all: true, idempotency_key: key }, { onSuccess: done });
  return (
    <section className={styles.card} data-testid="loan-card" data-status={loan.status}>
      <div className={styles.recordHead}>
        <span className={styles.recordAmount}>{loanUsdt(loan.principal)} USDT</span>
        <span>
          {loan.overdue && <span className={styles.overdueTag} data-testid="loan-overdue-tag">{t('status.overdue')}</span>}{' '}
          <StatusTag tone={TONES[loan.status]}>{t(`status.${loan.status}`)}</StatusTag>
        </span>
      </div>
      <p className={styles.muted}>{t('record.term', { days: loan.term_days, rate: loan.daily_rate })}</p>
      <dl className={styles.lines}>
        <div className={styles.line}><dt>{t('record.outstanding')}</dt><dd>{loanUsdt(loan.outstanding)} USDT</dd></div>
        <div className={styles.line}><dt>{t('record.interest_due')}</dt><dd>{loanUsdt(loan.interest_due)} USDT</dd></div>
        <div className={`${styles.line} ${styles.lineStrong}`}><dt>{t('record.owed')}</dt><dd data-testid="loan-owed">{loanUsdt(loan.owed)} USDT</dd></div>
        <div className={styles.line}><dt>{t('record.repaid')}</dt><dd>{loanUsdt(loan.repaid)} USDT</dd></div>
        {loan.due_at !== null && <div className={styles.line}><dt>{t('record.due')}</dt><dd>{formatDateTime(loan.due_at)}</dd></div>}
        <div className={styles.line}><dt>{t('record.created')}</dt><dd>{formatDateTime(loan.created_at)}</dd></div>
      </dl>
      {loan.reason && <p className={styles.reason}>{t('record.reason', { reason: loan.reason })}</p>}
      {loan.status === 'active' && (
        <form noValidate onSubmit={(e) => { e.preventDefault(); part(); }}>
          <Field id={`repay-${loan.id}`} label={t('record.repay_amount')} error={tried && problem ? t(`record.problem_${problem}`, { owed: loanUsdt(loan.owed) }) : null}
            extra={<span className={styles.suffix}>USDT</span>}>
            <TextInput id={`repay-${loan.id}`} value={amount} onChange={(v) => setAmount(cleanAmountText(v, 8))} inputMode="numeric" placeholder={loan.owed} />
          </Field>
          <div className={styles.row}>
            <button type="submit" className={styles.secondary} disabled={repay.isPending} data-testid="loan-repay">{t('record.repay')}</button>
            <button type="button" className={styles.primary} disabled={repay.isPending} onClick={all} data-testid="loan-repay-all">{t('record.repay_all')}</button>
          </div>
        </form>
      )}
    </section>
  );
}
