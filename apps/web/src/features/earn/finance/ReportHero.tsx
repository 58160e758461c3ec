import type { TrustReport } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginUrl } from '../../../app/guards';
import { formatAmount } from '../../../ui/format';
import styles from '../components/earn.module.css';
import { FINANCE_ORDERS_PATH, FINANCE_PATH, FINANCE_RULE_PATH } from '../paths';

/** The coin the hero shows first: the one with the most hosted, else USDT. */
function mainCoin(report: TrustReport | undefined) {
  const coins = report?.coins ?? [];
  return coins.find((c) => c.coin === 'USDT') ?? coins[0] ?? null;
}

/** The top of the Finance tab: my holdings, yesterday's income and all income so far (per coin), and the links. */
export function ReportHero({ report, loggedIn }: { report: TrustReport | undefined; loggedIn: boolean }) {
  const { t } = useTranslation('earn');
  const navigate = useNavigate();
  const main = mainCoin(report);
  const coin = main?.coin ?? 'USDT';
  const show = (v: string | undefined) => (v === undefined ? '—' : `${formatAmount(v, coin)}`);
  return (
    <section className={styles.hero} data-testid="finance-hero">
      <p className={styles.heroLabel}>{t('finance.holdings', { coin })}</p>
      <p className={styles.heroValue} data-testid="finance-holdings">{show(main?.hosting ?? (report ? '0' : undefined))}</p>
      <dl className={styles.heroGrid}>
        <div><dt>{t('finance.yesterday', { coin })}</dt><dd data-testid="finance-yesterday">{show(main?.yesterday_income ?? (report ? '0' : undefined))}</dd></div>
        <div><dt>{t('finance.total_income', { coin })}</dt><dd data-testid="finance-total-income">{show(main?.total_income ?? (report ? '0' : undefined))}</dd></div>
      </dl>
      {report && report.coins.filter((c) => c.coin !== coin).map((c) => (
        <p key={c.coin} className={styles.heroLabel}>{t('finance.other_coin', { coin: c.coin, hosting: formatAmount(c.hosting, c.coin), yesterday: formatAmount(c.yesterday_income, c.coin) })}</p>
      ))}
      <div className={styles.heroLinks}>
        {loggedIn
          ? <button type="button" className={styles.heroLink} data-testid="finance-orders-link" onClick={() => void navigate(FINANCE_ORDERS_PATH)}>{t('finance.my_orders')}</button>
          : <button type="button" className={styles.heroLink} data-testid="finance-login" onClick={() => void navigate(loginUrl(FINANCE_PATH))}>{t('finance.login')}</button>}
        <button type="button" className={styles.heroLink} data-testid="finance-rules-link" onClick={() => void navigate(FINANCE_RULE_PATH)}>{t('finance.rules')}</button>
      </div>
    </section>
  );
}
