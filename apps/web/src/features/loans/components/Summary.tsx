import type { LoanIndex } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../ui/format/time';
import { loanUsdt } from '../model/amount';
import { LOAN_RECORD_PATH, VERIFICATION_PATH } from '../paths';
import { styles } from './styles';

/** The borrow limit of the user's KYC level, its use, and why the user may not borrow now, if so. */
export function Summary({ info }: { info: LoanIndex }) {
  const { t } = useTranslation('loans');
  const navigate = useNavigate();
  return (
    <>
      <dl className={styles.summary} data-testid="loan-summary">
        <div><dt>{t('index.limit')}</dt><dd data-testid="loan-limit">{loanUsdt(info.limit)} USDT</dd></div>
        <div><dt>{t('index.available')}</dt><dd data-testid="loan-available">{loanUsdt(info.available)} USDT</dd></div>
        <div><dt>{t('index.borrowed')}</dt><dd>{loanUsdt(info.total_borrowed)} USDT</dd></div>
        <div><dt>{t('index.overdue')}</dt><dd>{info.overdue}</dd></div>
        <div className={styles.summaryWide}>
          {t('index.last_repayment')}: {info.last_repayment_at === null ? t('index.none') : formatDateTime(info.last_repayment_at)}
        </div>
        <div className={styles.summaryWide}>{t('index.levels', { basic: loanUsdt(info.basic_limit), advanced: loanUsdt(info.advanced_limit) })}</div>
      </dl>
      {info.ineligible_reason === 'kyc_required' && (
        <section className={styles.notice} data-testid="loan-kyc-needed">
          <p className={styles.noticeTitle}>{t('kyc.title')}</p>
          <p>{t('kyc.text', { basic: loanUsdt(info.basic_limit), advanced: loanUsdt(info.advanced_limit) })}</p>
          <button type="button" className={styles.primary} onClick={() => void navigate(VERIFICATION_PATH)}>{t('kyc.go')}</button>
        </section>
      )}
      {info.ineligible_reason === 'overdue' && (
        <section className={styles.notice} data-testid="loan-overdue">
          <p className={styles.noticeTitle}>{t('kyc.title')}</p>
          <p>{t('overdue.text')}</p>
          <button type="button" className={styles.primary} onClick={() => void navigate(LOAN_RECORD_PATH)}>{t('overdue.go')}</button>
        </section>
      )}
    </>
  );
}
