import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatPercent } from '../../../ui/format';
import { BankIcon, ChevronIcon } from '../../../ui/icons';
import type { WithdrawCoin, WithdrawInfo } from '../model/coins';
import { feePercent } from '../model/summary';
import { WITHDRAW_BANK_PATH } from '../paths';
import styles from './withdrawals.module.css';

/** The rules of withdrawing as the server states them: requests a day, review time, fee, network; then the bank way. */
export function WithdrawNotes({ info, coin }: { info: WithdrawInfo; coin: WithdrawCoin }) {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  return (
    <>
      <section className={styles.card} data-testid="withdraw-notes">
        <h2 className={styles.cardTitle}>{t('notes.title')}</h2>
        <ul className={styles.notes}>
          <li data-testid="withdraw-daily">{t('notes.daily', { limit: info.daily_limit, left: info.remaining_today })}</li>
          <li>{t('notes.arrival', { hours: info.arrival_hours })}</li>
          <li>{t('notes.fee', { rate: formatPercent(feePercent(coin.fee_bps)) })}</li>
          <li>{t('notes.network')}</li>
        </ul>
      </section>
      <button type="button" className={styles.linkRow} onClick={() => void navigate(WITHDRAW_BANK_PATH)} data-testid="withdraw-bank-link">
        <BankIcon />
        <span>{t('bank.link')}</span>
        <ChevronIcon className={styles.chevron} />
      </button>
    </>
  );
}
